import { sql } from "drizzle-orm";
import { jobs, replyTemplates } from "../schema/submissions";
import { sportCategories } from "../schema/sports";
import { departments } from "../schema/platform";
import { L, upsertRows, type SeedCtx } from "./util";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** Jobs, club sports and the departments that receive each inbox. */
export async function seedSubmissions(ctx: SeedCtx): Promise<void> {
  await upsertRows(ctx, departments, [
    {
      id: 7,
      title: L("الزيارات والجولات", "Visits and tours", "Visitas y recorridos"),
      email: "visits@alnoor-club.example",
      ord: 7,
    },
  ]);
  // Which department answers which form; staff can reassign by moving the key.
  for (const [id, inbox] of [
    [4, "careers"],
    [5, "complaints"],
    [6, "sports"],
    [7, "visits"],
  ] as const) {
    await ctx.db.execute(
      sql`UPDATE departments SET inbox = ${inbox} WHERE id = ${id} AND inbox IS NULL AND NOT EXISTS (SELECT 1 FROM departments WHERE inbox = ${inbox})`,
    );
  }

  // The demo jobs are published (closed ones stay listed as timed out).
  const demoJobs: (typeof jobs.$inferInsert)[] = [
    {
      id: 1,
      type: "full_time",
      createdAt: daysAgo(2),
      title: L(
        "أخصائي تسويق رقمي",
        "Digital marketing specialist",
        "Especialista en marketing digital",
      ),
      summery: L(
        "قيادة حملات النادي الرقمية وزيادة تفاعل الجماهير على المنصات.",
        "Lead the club's digital campaigns and grow fan engagement across platforms.",
        "Dirigir las campañas digitales del club y aumentar la participación de la afición.",
      ),
      description: L(
        "ينضم أخصائي التسويق الرقمي إلى إدارة التسويق لتخطيط الحملات وتنفيذها على منصات التواصل والموقع والتطبيق، وقياس النتائج وتحسينها أسبوعياً بالتعاون مع المركز الإعلامي.",
        "The digital marketing specialist joins the marketing department to plan and run campaigns on social platforms, the website and the app, measuring and improving results every week together with the media centre.",
        "El especialista en marketing digital se une al departamento de marketing para planificar y ejecutar campañas en redes sociales, la web y la aplicación, midiendo y mejorando los resultados cada semana junto al centro de prensa.",
      ),
      requirement: L(
        "بكالوريوس في التسويق أو ما يعادله، خبرة لا تقل عن 3 سنوات، إجادة العربية والإنجليزية.",
        "Bachelor's degree in marketing or equivalent, at least 3 years of experience, fluent Arabic and English.",
        "Grado en marketing o equivalente, al menos 3 años de experiencia, árabe e inglés fluidos.",
      ),
    },
    {
      id: 2,
      type: "full_time",
      createdAt: daysAgo(5),
      title: L(
        "مدرب لياقة بدنية للفئات السنية",
        "Academy fitness coach",
        "Preparador físico de la cantera",
      ),
      summery: L(
        "إعداد برامج اللياقة لفرق الناشئين والشباب ومتابعة الأحمال.",
        "Design fitness programmes for the youth teams and monitor training loads.",
        "Diseñar programas físicos para los equipos juveniles y controlar las cargas.",
      ),
      description: L(
        "يعمل المدرب مع الجهاز الفني لفرق تحت 15 و17 و19 سنة على برامج القوة والسرعة والوقاية من الإصابات، ويرفع تقارير شهرية عن تطور اللاعبين.",
        "The coach works with the technical staff of the under-15, under-17 and under-19 teams on strength, speed and injury prevention programmes, and reports monthly on each player's progress.",
        "El preparador trabaja con los cuerpos técnicos sub-15, sub-17 y sub-19 en programas de fuerza, velocidad y prevención de lesiones, e informa cada mes del progreso de cada jugador.",
      ),
      requirement: L(
        "شهادة في علوم الرياضة، رخصة تدريب لياقة معتمدة، خبرة مع الفئات السنية.",
        "Sports science degree, a recognised fitness coaching licence, experience with young players.",
        "Titulación en ciencias del deporte, licencia de preparador físico reconocida, experiencia con jóvenes.",
      ),
    },
    {
      id: 3,
      type: "part_time",
      createdAt: daysAgo(8),
      title: L(
        "منسق فعاليات أيام المباريات",
        "Matchday events coordinator",
        "Coordinador de eventos de partido",
      ),
      summery: L(
        "تنسيق فعاليات الجماهير في أيام المباريات على أرضنا.",
        "Coordinate fan activities on home matchdays.",
        "Coordinar las actividades de la afición en los partidos en casa.",
      ),
      description: L(
        "دوام جزئي في أيام المباريات: استقبال الرعاة، تنظيم منطقة المشجعين، والتنسيق مع الأمن والتذاكر.",
        "Part-time on matchdays: welcoming sponsors, running the fan zone and coordinating with security and ticketing.",
        "Media jornada en días de partido: recibir a los patrocinadores, gestionar la zona de aficionados y coordinarse con seguridad y taquillas.",
      ),
      requirement: L(
        "خبرة في تنظيم الفعاليات، مهارات تواصل ممتازة، مرونة في أوقات العمل.",
        "Event experience, excellent communication skills, flexible hours.",
        "Experiencia en eventos, excelente comunicación, horario flexible.",
      ),
    },
    {
      id: 4,
      type: "full_time",
      createdAt: daysAgo(12),
      title: L("محاسب", "Accountant", "Contable"),
      summery: L(
        "إدارة الحسابات اليومية وإعداد التقارير المالية الشهرية.",
        "Handle day-to-day accounts and prepare the monthly financial reports.",
        "Llevar la contabilidad diaria y preparar los informes financieros mensuales.",
      ),
      description: L(
        "ينضم المحاسب إلى الإدارة المالية لمتابعة المصروفات والإيرادات والتسويات البنكية وإعداد التقارير وفق متطلبات الحوكمة.",
        "The accountant joins the finance department to follow expenses, revenue and bank reconciliations and to prepare reports that meet governance requirements.",
        "El contable se incorpora al departamento financiero para seguir gastos, ingresos y conciliaciones bancarias, y preparar informes conforme a la gobernanza.",
      ),
      requirement: L(
        "بكالوريوس محاسبة، خبرة سنتين على الأقل، معرفة بأنظمة ERP.",
        "Bachelor's in accounting, at least two years of experience, ERP knowledge.",
        "Grado en contabilidad, al menos dos años de experiencia, conocimiento de ERP.",
      ),
    },
    {
      id: 5,
      type: "part_time",
      createdAt: daysAgo(15),
      title: L("مصور رياضي", "Sports photographer", "Fotógrafo deportivo"),
      summery: L(
        "تغطية المباريات والتدريبات لصالح المركز الإعلامي.",
        "Cover matches and training sessions for the media centre.",
        "Cubrir partidos y entrenamientos para el centro de prensa.",
      ),
      description: L(
        "تصوير المباريات والتدريبات والفعاليات وتجهيز الصور للنشر في نفس اليوم.",
        "Photograph matches, training and events, and prepare pictures for same-day publication.",
        "Fotografiar partidos, entrenamientos y eventos, y preparar las imágenes para publicarlas el mismo día.",
      ),
      requirement: L(
        "ملف أعمال رياضي، معدات احترافية، القدرة على العمل في المساء ونهاية الأسبوع.",
        "A sports portfolio, professional equipment, evening and weekend availability.",
        "Portafolio deportivo, equipo profesional, disponibilidad por las tardes y fines de semana.",
      ),
    },
    {
      id: 6,
      type: "full_time",
      createdAt: daysAgo(40),
      open: false,
      title: L("مسؤول تذاكر", "Ticketing officer", "Responsable de entradas"),
      summery: L(
        "إدارة مبيعات التذاكر وخدمة الجماهير في شباك التذاكر.",
        "Manage ticket sales and fan service at the box office.",
        "Gestionar la venta de entradas y la atención en taquilla.",
      ),
      description: L(
        "متابعة مبيعات التذاكر الإلكترونية والرد على استفسارات الجماهير وإدارة البوابات يوم المباراة.",
        "Follow online ticket sales, answer fans' questions and manage the gates on matchday.",
        "Seguir la venta online, responder a la afición y gestionar los accesos el día de partido.",
      ),
      requirement: L(
        "خبرة في خدمة العملاء.",
        "Customer service experience.",
        "Experiencia en atención al cliente.",
      ),
    },
    {
      id: 7,
      type: "full_time",
      createdAt: daysAgo(60),
      open: false,
      title: L("أخصائي علاج طبيعي", "Physiotherapist", "Fisioterapeuta"),
      summery: L(
        "علاج وتأهيل لاعبي الفريق الأول.",
        "Treat and rehabilitate first-team players.",
        "Tratar y rehabilitar a los jugadores del primer equipo.",
      ),
      description: L(
        "ضمن الجهاز الطبي للفريق الأول: التقييم والعلاج وبرامج العودة إلى الملاعب.",
        "Part of the first team's medical staff: assessment, treatment and return-to-play programmes.",
        "Parte del cuerpo médico del primer equipo: evaluación, tratamiento y programas de vuelta al juego.",
      ),
      requirement: L("ترخيص مزاولة المهنة.", "A licence to practise.", "Colegiación profesional."),
    },
  ];
  await upsertRows(
    ctx,
    jobs,
    demoJobs.map((j) => ({ ...j, status: "published" as const, updatedAt: j.createdAt })),
  );

  const cat = (
    id: number,
    parentId: number | null,
    ord: number,
    image: string,
    name: ReturnType<typeof L>,
    description: ReturnType<typeof L>,
    canJoin = true,
  ) => ({
    id,
    parentId,
    ord,
    imageUrl: `/media/sports/${image}.svg`,
    name,
    description,
    canJoin,
    status: "published" as const,
  });

  await upsertRows(ctx, sportCategories, [
    cat(
      1,
      null,
      1,
      "team-sports",
      L("الألعاب الجماعية", "Team sports", "Deportes de equipo"),
      L(
        "كرة القدم والسلة والطائرة واليد: فرق لكل الأعمار.",
        "Football, basketball, volleyball and handball: teams for every age.",
        "Fútbol, baloncesto, voleibol y balonmano: equipos para todas las edades.",
      ),
    ),
    cat(
      2,
      null,
      2,
      "individual-sports",
      L("الألعاب الفردية", "Individual sports", "Deportes individuales"),
      L(
        "السباحة وألعاب القوى وتنس الطاولة والدراجات.",
        "Swimming, athletics, table tennis and cycling.",
        "Natación, atletismo, tenis de mesa y ciclismo.",
      ),
    ),
    cat(
      3,
      null,
      3,
      "combat-sports",
      L("الفنون القتالية", "Combat sports", "Deportes de combate"),
      L(
        "التايكوندو والكاراتيه بإشراف مدربين معتمدين.",
        "Taekwondo and karate with certified coaches.",
        "Taekwondo y kárate con entrenadores titulados.",
      ),
    ),
    cat(
      4,
      null,
      4,
      "mind-sports",
      L("الألعاب الذهنية", "Mind sports", "Deportes mentales"),
      L(
        "الشطرنج للناشئين والكبار.",
        "Chess for juniors and adults.",
        "Ajedrez para jóvenes y adultos.",
      ),
    ),
    cat(
      26,
      1,
      1,
      "football-academy",
      L("أكاديمية كرة القدم", "Football academy", "Academia de fútbol"),
      L(
        "تدريب منتظم لفئات من 8 إلى 17 سنة مع مدربين معتمدين ومسار نحو فرق الناشئين.",
        "Regular training for ages 8 to 17 with licensed coaches and a pathway to the youth teams.",
        "Entrenamiento regular de 8 a 17 años con entrenadores titulados y camino a los equipos juveniles.",
      ),
    ),
    cat(
      27,
      1,
      2,
      "basketball",
      L("كرة السلة", "Basketball", "Baloncesto"),
      L(
        "فرق للناشئين والشباب وتدريبات ثلاث مرات أسبوعياً.",
        "Junior and youth teams training three times a week.",
        "Equipos junior y juvenil que entrenan tres veces por semana.",
      ),
    ),
    cat(
      28,
      1,
      3,
      "volleyball",
      L("كرة الطائرة", "Volleyball", "Voleibol"),
      L(
        "كرة الطائرة الداخلية والشاطئية.",
        "Indoor and beach volleyball.",
        "Voleibol de pista y de playa.",
      ),
    ),
    cat(
      29,
      1,
      4,
      "handball",
      L("كرة اليد", "Handball", "Balonmano"),
      L(
        "فريق كرة اليد يستقبل المواهب الجديدة.",
        "The handball team welcomes new talent.",
        "El equipo de balonmano busca nuevos talentos.",
      ),
      false,
    ),
    cat(
      30,
      2,
      1,
      "swimming",
      L("السباحة", "Swimming", "Natación"),
      L(
        "مدرسة السباحة ومسبح أولمبي مغطى.",
        "Swimming school and an indoor Olympic pool.",
        "Escuela de natación y piscina olímpica cubierta.",
      ),
    ),
    cat(
      31,
      2,
      2,
      "athletics",
      L("ألعاب القوى", "Athletics", "Atletismo"),
      L(
        "الجري والقفز والرمي.",
        "Running, jumping and throwing.",
        "Carreras, saltos y lanzamientos.",
      ),
    ),
    cat(
      32,
      2,
      3,
      "table-tennis",
      L("تنس الطاولة", "Table tennis", "Tenis de mesa"),
      L("صالة مجهزة بعشر طاولات.", "A hall with ten tables.", "Una sala con diez mesas."),
    ),
    cat(
      33,
      2,
      4,
      "cycling",
      L("الدراجات", "Cycling", "Ciclismo"),
      L("سباقات الطريق والمضمار.", "Road and track racing.", "Carretera y pista."),
    ),
    cat(
      34,
      3,
      1,
      "taekwondo",
      L("التايكوندو", "Taekwondo", "Taekwondo"),
      L(
        "من الحزام الأبيض حتى المنتخبات.",
        "From white belt to national squads.",
        "Del cinturón blanco a las selecciones.",
      ),
    ),
    cat(
      35,
      3,
      2,
      "karate",
      L("الكاراتيه", "Karate", "Kárate"),
      L(
        "كاتا وكوميتيه لكل الأعمار.",
        "Kata and kumite for all ages.",
        "Kata y kumite para todas las edades.",
      ),
    ),
    cat(
      36,
      4,
      1,
      "chess",
      L("الشطرنج", "Chess", "Ajedrez"),
      L(
        "دروس أسبوعية وبطولات داخلية.",
        "Weekly lessons and club tournaments.",
        "Clases semanales y torneos internos.",
      ),
    ),
  ]);

  // Reply templates staff start from (ADR 0049): a reply for any kind, and the two decisions
  // on a job application. Placeholders: {name}, {reference}, {job}, {date}.
  await upsertRows(ctx, replyTemplates, [
    {
      id: 1,
      kind: null,
      purpose: "reply",
      name: "General reply",
      subject: L(
        "بخصوص طلبكم رقم {reference}",
        "About your request {reference}",
        "Sobre su solicitud {reference}",
      ),
      body: L(
        "مرحباً {name}،\n\nشكراً لتواصلكم مع نادي النور. اطلعنا على طلبكم رقم {reference} ونعمل على متابعته، وسنوافيكم بالمستجدات قريباً.\n\nمع التحية،\nنادي النور",
        "Hello {name},\n\nThank you for contacting Al Noor Club. We have read your request {reference} and are following it up; we will let you know soon.\n\nKind regards,\nAl Noor Club",
        "Hola {name}:\n\nGracias por contactar con el Club Al Noor. Hemos leído su solicitud {reference} y la estamos tramitando; le informaremos pronto.\n\nUn saludo,\nClub Al Noor",
      ),
    },
    {
      id: 2,
      kind: "applications",
      purpose: "shortlist",
      name: "Application shortlisted",
      subject: L(
        "طلبكم لوظيفة {job}: القائمة المختصرة",
        "Your application for {job}: shortlisted",
        "Su candidatura a {job}: preseleccionada",
      ),
      body: L(
        "مرحباً {name}،\n\nيسعدنا إبلاغكم بأن طلبكم رقم {reference} لوظيفة {job} أصبح ضمن القائمة المختصرة. سيتواصل معكم فريق الموارد البشرية لتحديد موعد المقابلة.\n\n{date}\nالموارد البشرية، نادي النور",
        "Hello {name},\n\nWe are pleased to tell you that your application {reference} for {job} has been shortlisted. Our HR team will contact you to arrange an interview.\n\n{date}\nHuman Resources, Al Noor Club",
        "Hola {name}:\n\nNos complace comunicarle que su candidatura {reference} a {job} ha sido preseleccionada. Recursos Humanos se pondrá en contacto para concertar una entrevista.\n\n{date}\nRecursos Humanos, Club Al Noor",
      ),
    },
    {
      id: 3,
      kind: "applications",
      purpose: "reject",
      name: "Application not retained",
      subject: L("طلبكم لوظيفة {job}", "Your application for {job}", "Su candidatura a {job}"),
      body: L(
        "مرحباً {name}،\n\nنشكركم على اهتمامكم بوظيفة {job} في نادي النور. بعد دراسة طلبكم رقم {reference} نأسف لإبلاغكم بأنه لم يتم اختياره هذه المرة، ونتمنى لكم التوفيق.\n\n{date}\nالموارد البشرية، نادي النور",
        "Hello {name},\n\nThank you for your interest in the {job} position at Al Noor Club. After reviewing your application {reference}, we regret that it has not been retained this time. We wish you every success.\n\n{date}\nHuman Resources, Al Noor Club",
        "Hola {name}:\n\nGracias por su interés en el puesto de {job} en el Club Al Noor. Tras estudiar su candidatura {reference}, lamentamos comunicarle que no ha sido seleccionada en esta ocasión. Le deseamos mucho éxito.\n\n{date}\nRecursos Humanos, Club Al Noor",
      ),
    },
  ]);
}
