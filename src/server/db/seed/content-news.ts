import { L } from "./util";

type Loc = ReturnType<typeof L>;

/** Demo news beyond the platform's first eight: [title, category label id]. */
export const NEWS_TITLES: Array<[Loc, number]> = [
  [
    L(
      "النور يتعادل خارج أرضه في مباراة مثيرة",
      "Al Noor draw away in a thrilling match",
      "Al Noor empata fuera en un partido emocionante",
    ),
    1,
  ],
  [
    L(
      "ثلاثة لاعبين في قائمة المنتخب الوطني",
      "Three players called up to the national team",
      "Tres jugadores convocados con la selección",
    ),
    1,
  ],
  [
    L(
      "تدريبات مكثفة استعدادًا لمواجهة الوحدة",
      "Intensive training ahead of the Al Wehda clash",
      "Entrenamientos intensos antes del duelo ante Al Wehda",
    ),
    1,
  ],
  [
    L(
      "الحارس الأول يعود من الإصابة",
      "First-choice goalkeeper returns from injury",
      "El portero titular vuelve de su lesión",
    ),
    1,
  ],
  [
    L(
      "المهاجم البرازيلي يتصدر قائمة الهدافين",
      "Brazilian striker tops the scoring chart",
      "El delantero brasileño lidera la tabla de goleadores",
    ),
    1,
  ],
  [
    L(
      "فوز ثمين على أبها في الجولة العاشرة",
      "Valuable win over Abha in round ten",
      "Valiosa victoria ante Abha en la décima jornada",
    ),
    1,
  ],
  [
    L(
      "المدرب يعلن قائمة المعسكر الشتوي",
      "Coach names the winter camp squad",
      "El entrenador anuncia la lista para el stage de invierno",
    ),
    1,
  ],
  [
    L(
      "لاعب الوسط يجدد عقده لثلاثة مواسم",
      "Midfielder signs a three-season extension",
      "El centrocampista renueva por tres temporadas",
    ),
    1,
  ],
  [
    L(
      "إطلاق متجر النادي الإلكتروني الجديد",
      "The club's new online store is live",
      "Abre la nueva tienda en línea del club",
    ),
    2,
  ],
  [
    L(
      "مجلس الإدارة يعتمد ميزانية الموسم",
      "Board approves the season budget",
      "La junta aprueba el presupuesto de la temporada",
    ),
    2,
  ],
  [
    L(
      "توقيع شراكة استراتيجية مع أرويا",
      "Strategic partnership signed with Aroya",
      "Firmada una alianza estratégica con Aroya",
    ),
    2,
  ],
  [
    L(
      "فتح باب التطوع لموسم المباريات",
      "Volunteer sign-up opens for match days",
      "Abierta la inscripción de voluntarios para los partidos",
    ),
    2,
  ],
  [
    L(
      "تحديث نظام دخول الجماهير إلى الملعب",
      "New fan entry system at the stadium",
      "Nuevo sistema de acceso de aficionados al estadio",
    ),
    2,
  ],
  [
    L(
      "النادي يحصد جائزة أفضل تنظيم جماهيري",
      "Club wins best fan organisation award",
      "El club gana el premio a la mejor organización de aficionados",
    ),
    2,
  ],
  [
    L(
      "مواعيد بيع تذاكر مباريات الشهر",
      "Ticket sale dates for this month's matches",
      "Fechas de venta de entradas de este mes",
    ),
    2,
  ],
  [
    L(
      "الكشف عن قميص الموسم الثالث",
      "Third kit of the season unveiled",
      "Presentada la tercera equipación de la temporada",
    ),
    2,
  ],
  [
    L(
      "فريق تحت 19 عامًا يتأهل إلى النهائي",
      "Under-19 side reach the final",
      "El equipo sub-19 llega a la final",
    ),
    3,
  ],
  [
    L(
      "انطلاق اختبارات قبول الأكاديمية",
      "Academy trials get under way",
      "Comienzan las pruebas de acceso a la academia",
    ),
    3,
  ],
  [
    L(
      "ناشئو النور أبطال الدوري الممتاز",
      "Al Noor youngsters crowned league champions",
      "Los juveniles de Al Noor, campeones de liga",
    ),
    3,
  ],
  [
    L(
      "برنامج تطوير المدربين الشباب",
      "A development programme for young coaches",
      "Un programa de formación para entrenadores jóvenes",
    ),
    3,
  ],
  [
    L(
      "ثلاثة ناشئين يصعدون إلى الفريق الأول",
      "Three academy players promoted to the first team",
      "Tres canteranos suben al primer equipo",
    ),
    3,
  ],
  [
    L(
      "فريق تحت 17 عامًا يفوز بدورة ودية",
      "Under-17s win a friendly tournament",
      "El sub-17 gana un torneo amistoso",
    ),
    3,
  ],
  [
    L(
      "زيارة لاعبي الفريق لمستشفى الأطفال",
      "First team visit the children's hospital",
      "El primer equipo visita el hospital infantil",
    ),
    4,
  ],
  [
    L(
      "مسابقة حفظ القرآن الكريم للناشئة",
      "Quran memorisation contest for young people",
      "Concurso de memorización del Corán para jóvenes",
    ),
    4,
  ],
  [
    L(
      "حملة تشجير في محيط الملعب",
      "Tree-planting drive around the stadium",
      "Campaña de reforestación alrededor del estadio",
    ),
    4,
  ],
  [
    L(
      "توزيع السلال الغذائية في رمضان",
      "Food baskets handed out during Ramadan",
      "Reparto de cestas de alimentos en Ramadán",
    ),
    4,
  ],
  [
    L(
      "يوم رياضي لذوي الإعاقة",
      "A sports day for people with disabilities",
      "Una jornada deportiva para personas con discapacidad",
    ),
    4,
  ],
  [
    L(
      "النادي يطلق تقرير المسؤولية الاجتماعية",
      "Club publishes its social responsibility report",
      "El club publica su informe de responsabilidad social",
    ),
    4,
  ],
  [
    L(
      "ورشة توعوية عن التنمر في المدارس",
      "Anti-bullying workshop in schools",
      "Taller contra el acoso escolar",
    ),
    4,
  ],
  [
    L(
      "جماهير النور تتبرع لحملة الشتاء",
      "Al Noor fans donate to the winter campaign",
      "La afición de Al Noor dona a la campaña de invierno",
    ),
    4,
  ],
  [
    L(
      "المدرب المساعد: الفريق في أفضل حالاته",
      "Assistant coach: the team is at its best",
      "El segundo entrenador: el equipo está en su mejor momento",
    ),
    1,
  ],
  [
    L(
      "تعديل موعد مباراة الكأس",
      "King's Cup match rescheduled",
      "Cambia la fecha del partido de Copa",
    ),
    2,
  ],
];

const PARAGRAPHS: Record<number, [string, string, string][]> = {
  1: [
    [
      "قدّم الفريق الأول أداءً منظمًا طوال التسعين دقيقة، وظهر الانسجام واضحًا بين خطوط الفريق بفضل العمل الذي قام به الجهاز الفني خلال الأسابيع الماضية.",
      "The first team put in a disciplined performance over the ninety minutes, and the understanding between the lines showed the work the coaching staff have done in recent weeks.",
      "El primer equipo firmó una actuación ordenada durante los noventa minutos, y el entendimiento entre líneas reflejó el trabajo del cuerpo técnico en las últimas semanas.",
    ],
    [
      "وأكد المدير الفني أن التركيز ينصب الآن على المباراة القادمة، مشيدًا بدعم الجماهير التي ملأت المدرجات وساندت اللاعبين حتى صافرة النهاية.",
      "The head coach said the focus now turns to the next match, and thanked the supporters who filled the stands and backed the players until the final whistle.",
      "El entrenador afirmó que la atención está ya en el próximo partido y agradeció a la afición, que llenó las gradas y apoyó a los jugadores hasta el pitido final.",
    ],
  ],
  2: [
    [
      "وتأتي هذه الخطوة ضمن خطة النادي لتطوير خدماته وتقديم تجربة أفضل لأعضائه وجماهيره داخل الملعب وخارجه.",
      "The step is part of the club's plan to improve its services and give members and supporters a better experience on match days and beyond.",
      "La medida forma parte del plan del club para mejorar sus servicios y ofrecer a socios y aficionados una mejor experiencia dentro y fuera del estadio.",
    ],
    [
      "ودعت إدارة النادي الجميع إلى متابعة القنوات الرسمية للاطلاع على التفاصيل والمواعيد أولًا بأول.",
      "The club asks everyone to follow its official channels for details and dates as they are announced.",
      "El club invita a todos a seguir sus canales oficiales para conocer los detalles y las fechas a medida que se anuncien.",
    ],
  ],
  3: [
    [
      "تواصل أكاديمية النادي العمل على اكتشاف المواهب وصقلها وفق منهج تدريبي حديث يجمع بين الجانب الفني والتعليمي والتربوي.",
      "The club's academy keeps finding and shaping talent through a modern programme that combines football, schooling and personal development.",
      "La academia del club sigue descubriendo y formando talento con un programa moderno que combina fútbol, estudios y desarrollo personal.",
    ],
    [
      "ويشرف على الفئات السنية جهاز فني متخصص يتابع كل لاعب ويضع له خطة تطوير فردية.",
      "A dedicated staff follows every young player and draws up an individual development plan.",
      "Un cuerpo técnico especializado sigue a cada joven y le prepara un plan de desarrollo individual.",
    ],
  ],
  4: [
    [
      "تأتي هذه المبادرة ضمن برنامج المسؤولية الاجتماعية للنادي، الذي يهدف إلى خدمة المجتمع وتعزيز القيم الإيجابية بين أفراده.",
      "The initiative is part of the club's social responsibility programme, which serves the community and promotes positive values.",
      "La iniciativa forma parte del programa de responsabilidad social del club, que sirve a la comunidad y promueve valores positivos.",
    ],
    [
      "وشارك في المبادرة عدد من لاعبي الفريق الأول ومنسوبي النادي إلى جانب المتطوعين من الجماهير.",
      "First-team players and club staff took part alongside volunteers from among our supporters.",
      "Participaron jugadores del primer equipo y empleados del club junto a voluntarios de la afición.",
    ],
  ],
};

/** The body of a demo article in the three languages (simple HTML, cleaned again when served). */
export function newsBody(title: Loc, category: number): Loc {
  const paras = PARAGRAPHS[category] ?? PARAGRAPHS[2]!;
  const html = (k: 0 | 1 | 2, t: string) =>
    `<p><strong>${t}.</strong> ${paras.map((p) => p[k]).join("</p><p>")}</p>`;
  return L(html(0, title.ar), html(1, title.en ?? title.ar), html(2, title.es ?? title.ar));
}
