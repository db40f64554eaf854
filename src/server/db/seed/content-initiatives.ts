import type { InitiativeText } from "../schema/content";

type Theme = "health" | "education" | "environment" | "community" | "sport" | "culture";
type Tri<T> = { ar: T; en: T; es: T };

/** Text shared by initiatives of one kind, per language; {t} is the initiative's title, {n} its reach. */
const THEMES: Record<Theme, Tri<Omit<InitiativeText, "title">>> = {
  health: {
    ar: {
      idea: {
        title: "فكرة المبادرة",
        list: [
          "تنظيم {t} بالتعاون مع الجهات الصحية",
          "مشاركة لاعبي الفريق الأول في التوعية",
          "توفير فحوص ومعلومات مجانية للجمهور",
        ],
      },
      golas: [
        "رفع الوعي الصحي في المجتمع",
        "تشجيع نمط الحياة الصحي",
        "تعزيز الشراكة مع القطاع الصحي",
      ],
      targetd: ["جماهير النادي", "سكان المدينة"],
      way: "أقيمت المبادرة في ملعب النادي وفي عدد من المراكز التجارية على مدى يومين، بمشاركة فرق طبية متطوعة.",
      success: "استفاد من المبادرة أكثر من {n} شخص، وأشاد الشركاء بمستوى التنظيم وتفاعل الجماهير.",
    },
    en: {
      idea: {
        title: "The idea",
        list: [
          "Hold {t} together with health authorities",
          "First-team players help raise awareness",
          "Free check-ups and information for the public",
        ],
      },
      golas: [
        "Raise health awareness in the community",
        "Encourage a healthy lifestyle",
        "Strengthen our partnership with the health sector",
      ],
      targetd: ["Club supporters", "Residents of the city"],
      way: "Held at the club's stadium and in several shopping centres over two days, with volunteer medical teams.",
      success:
        "More than {n} people took part, and our partners praised the organisation and the supporters' response.",
    },
    es: {
      idea: {
        title: "La idea",
        list: [
          "Organizar {t} con las autoridades sanitarias",
          "Los jugadores del primer equipo ayudan a concienciar",
          "Chequeos e información gratuitos para el público",
        ],
      },
      golas: [
        "Aumentar la conciencia sanitaria en la comunidad",
        "Fomentar un estilo de vida saludable",
        "Reforzar la alianza con el sector sanitario",
      ],
      targetd: ["Aficionados del club", "Vecinos de la ciudad"],
      way: "Se celebró en el estadio del club y en varios centros comerciales durante dos días, con equipos médicos voluntarios.",
      success:
        "Participaron más de {n} personas y los socios elogiaron la organización y la respuesta de la afición.",
    },
  },
  education: {
    ar: {
      idea: {
        title: "فكرة المبادرة",
        list: [
          "إطلاق {t} في المدارس والجامعات",
          "ورش عمل تفاعلية يقدمها مختصون",
          "لقاءات مع لاعبي النادي كقدوة للطلاب",
        ],
      },
      golas: [
        "دعم العملية التعليمية",
        "غرس القيم الرياضية لدى الطلاب",
        "ربط النادي بالمؤسسات التعليمية",
      ],
      targetd: ["طلاب المدارس", "طلاب الجامعات"],
      way: "نُفذت المبادرة عبر زيارات ميدانية لعشرين مدرسة وجامعة على مدى فصل دراسي كامل.",
      success: "وصلت المبادرة إلى {n} طالب وطالبة، وطلبت مدارس إضافية تكرارها في الموسم القادم.",
    },
    en: {
      idea: {
        title: "The idea",
        list: [
          "Launch {t} in schools and universities",
          "Interactive workshops run by specialists",
          "Meetings with club players as role models",
        ],
      },
      golas: [
        "Support education",
        "Instil sporting values in students",
        "Connect the club with schools and universities",
      ],
      targetd: ["School pupils", "University students"],
      way: "Carried out through visits to twenty schools and universities over a full term.",
      success:
        "The initiative reached {n} students, and more schools asked for it to return next season.",
    },
    es: {
      idea: {
        title: "La idea",
        list: [
          "Lanzar {t} en colegios y universidades",
          "Talleres interactivos con especialistas",
          "Encuentros con jugadores del club como referentes",
        ],
      },
      golas: [
        "Apoyar la educación",
        "Inculcar valores deportivos en los estudiantes",
        "Acercar el club a colegios y universidades",
      ],
      targetd: ["Alumnos de colegio", "Estudiantes universitarios"],
      way: "Se llevó a cabo con visitas a veinte colegios y universidades durante un trimestre completo.",
      success:
        "La iniciativa llegó a {n} estudiantes y más centros pidieron repetirla la próxima temporada.",
    },
  },
  environment: {
    ar: {
      idea: {
        title: "فكرة المبادرة",
        list: [
          "تنفيذ {t} بمشاركة الجماهير",
          "توزيع أدوات وشتلات مجانية",
          "حملة إعلامية على حسابات النادي",
        ],
      },
      golas: ["حماية البيئة المحلية", "نشر ثقافة الاستدامة", "إشراك الجماهير في العمل التطوعي"],
      targetd: ["المتطوعون من الجماهير", "الأسر"],
      way: "نُظمت المبادرة في عطلة نهاية الأسبوع حول الملعب وفي الحدائق العامة بالتنسيق مع البلدية.",
      success: "شارك فيها {n} متطوع، وأسهمت في تحسين المظهر العام للأحياء المحيطة بالملعب.",
    },
    en: {
      idea: {
        title: "The idea",
        list: [
          "Carry out {t} with our supporters",
          "Free tools and seedlings for participants",
          "A campaign on the club's channels",
        ],
      },
      golas: [
        "Protect the local environment",
        "Spread a culture of sustainability",
        "Involve supporters in volunteering",
      ],
      targetd: ["Supporter volunteers", "Families"],
      way: "Organised over a weekend around the stadium and in public parks, together with the municipality.",
      success:
        "{n} volunteers joined in, and the neighbourhoods around the stadium look better for it.",
    },
    es: {
      idea: {
        title: "La idea",
        list: [
          "Realizar {t} con la afición",
          "Herramientas y plantones gratuitos",
          "Una campaña en los canales del club",
        ],
      },
      golas: [
        "Proteger el medio ambiente local",
        "Difundir una cultura de sostenibilidad",
        "Implicar a la afición en el voluntariado",
      ],
      targetd: ["Voluntarios de la afición", "Familias"],
      way: "Se organizó durante un fin de semana alrededor del estadio y en parques públicos, junto con el ayuntamiento.",
      success:
        "Participaron {n} voluntarios y los barrios cercanos al estadio han mejorado su aspecto.",
    },
  },
  community: {
    ar: {
      idea: {
        title: "فكرة المبادرة",
        list: [
          "تقديم {t} للأسر المحتاجة",
          "الشراكة مع الجمعيات الخيرية",
          "مشاركة لاعبي النادي ومنسوبيه",
        ],
      },
      golas: ["تعزيز التكافل الاجتماعي", "دعم الأسر المحتاجة", "تقوية صلة النادي بالمجتمع"],
      targetd: ["الأسر المحتاجة", "الأيتام"],
      way: "وُزعت المساعدات عبر الجمعيات الخيرية المعتمدة وفق قوائم المستحقين لديها.",
      success: "استفادت من المبادرة {n} أسرة، ونالت تفاعلًا واسعًا على منصات التواصل.",
    },
    en: {
      idea: {
        title: "The idea",
        list: [
          "Provide {t} to families in need",
          "Partner with registered charities",
          "Club players and staff take part",
        ],
      },
      golas: [
        "Strengthen solidarity",
        "Support families in need",
        "Bring the club closer to the community",
      ],
      targetd: ["Families in need", "Orphans"],
      way: "The help was handed out through registered charities, following their lists of beneficiaries.",
      success: "{n} families benefited, and the initiative drew a warm response online.",
    },
    es: {
      idea: {
        title: "La idea",
        list: [
          "Ofrecer {t} a familias necesitadas",
          "Colaborar con asociaciones benéficas",
          "Participación de jugadores y empleados",
        ],
      },
      golas: [
        "Reforzar la solidaridad",
        "Apoyar a las familias necesitadas",
        "Acercar el club a la comunidad",
      ],
      targetd: ["Familias necesitadas", "Huérfanos"],
      way: "La ayuda se repartió a través de asociaciones benéficas registradas, según sus listas de beneficiarios.",
      success: "Se beneficiaron {n} familias y la iniciativa tuvo una gran acogida en redes.",
    },
  },
  sport: {
    ar: {
      idea: {
        title: "فكرة المبادرة",
        list: [
          "تنظيم {t} في ملاعب النادي",
          "مدربون معتمدون من الأكاديمية",
          "جوائز وشهادات للمشاركين",
        ],
      },
      golas: ["نشر ممارسة الرياضة", "اكتشاف المواهب", "فتح أبواب النادي للمجتمع"],
      targetd: ["الأطفال والناشئة", "ذوو الإعاقة"],
      way: "أقيمت الفعاليات في ملاعب النادي أيام السبت على مدى شهر، بإشراف مدربي الأكاديمية.",
      success: "شارك {n} لاعب ولاعبة، وانضم عدد منهم إلى برامج الأكاديمية.",
    },
    en: {
      idea: {
        title: "The idea",
        list: [
          "Hold {t} at the club's pitches",
          "Certified academy coaches",
          "Prizes and certificates for participants",
        ],
      },
      golas: [
        "Get more people playing sport",
        "Discover talent",
        "Open the club's doors to the community",
      ],
      targetd: ["Children and teenagers", "People with disabilities"],
      way: "Sessions ran on Saturdays for a month at the club's pitches, led by academy coaches.",
      success: "{n} boys and girls took part, and several joined academy programmes.",
    },
    es: {
      idea: {
        title: "La idea",
        list: [
          "Celebrar {t} en los campos del club",
          "Entrenadores titulados de la academia",
          "Premios y diplomas para los participantes",
        ],
      },
      golas: [
        "Que más gente practique deporte",
        "Descubrir talento",
        "Abrir el club a la comunidad",
      ],
      targetd: ["Niños y adolescentes", "Personas con discapacidad"],
      way: "Las sesiones se celebraron los sábados durante un mes en los campos del club, dirigidas por entrenadores de la academia.",
      success:
        "Participaron {n} chicos y chicas, y varios se unieron a los programas de la academia.",
    },
  },
  culture: {
    ar: {
      idea: {
        title: "فكرة المبادرة",
        list: [
          "إقامة {t} بمشاركة المجتمع",
          "لجنة تحكيم من المختصين",
          "تكريم الفائزين في مباراة على أرض النادي",
        ],
      },
      golas: ["تعزيز الهوية والقيم", "تشجيع المواهب الثقافية", "إحياء المناسبات الوطنية والدينية"],
      targetd: ["الناشئة من 8 إلى 15 عامًا", "الأسر"],
      way: "استقبل النادي المشاركات عبر موقعه، ثم أقيمت التصفيات النهائية في قاعة النادي.",
      success: "تنافس فيها {n} مشارك، وكُرّم الفائزون أمام الجماهير في الملعب.",
    },
    en: {
      idea: {
        title: "The idea",
        list: [
          "Hold {t} with the community",
          "A jury of specialists",
          "Winners honoured at a home match",
        ],
      },
      golas: [
        "Strengthen identity and values",
        "Encourage cultural talent",
        "Celebrate national and religious occasions",
      ],
      targetd: ["Young people aged 8 to 15", "Families"],
      way: "Entries were received through the club's website, and the final rounds took place in the club hall.",
      success:
        "{n} participants competed, and the winners were honoured in front of the fans at the stadium.",
    },
    es: {
      idea: {
        title: "La idea",
        list: [
          "Celebrar {t} con la comunidad",
          "Un jurado de especialistas",
          "Homenaje a los ganadores en un partido en casa",
        ],
      },
      golas: [
        "Reforzar la identidad y los valores",
        "Fomentar el talento cultural",
        "Celebrar fechas nacionales y religiosas",
      ],
      targetd: ["Jóvenes de 8 a 15 años", "Familias"],
      way: "Las inscripciones se recibieron en la web del club y las rondas finales se celebraron en su salón.",
      success:
        "Compitieron {n} participantes y los ganadores fueron homenajeados ante la afición en el estadio.",
    },
  },
};

/** [id, theme, title ar, en, es, people reached]; ids 14 and 22 were never published; 3 is Arabic only. */
const LIST: Array<[number, Theme, string, string | null, string | null, number]> = [
  [1, "health", "حملة التبرع بالدم", "Blood donation drive", "Campaña de donación de sangre", 1200],
  [
    2,
    "education",
    "سفراء النور في المدارس",
    "Al Noor ambassadors in schools",
    "Embajadores de Al Noor en los colegios",
    6400,
  ],
  [3, "culture", "أمسية الشعر النبطي", null, null, 300],
  [
    4,
    "community",
    "سلة رمضان الغذائية",
    "Ramadan food baskets",
    "Cestas de alimentos de Ramadán",
    850,
  ],
  [
    5,
    "environment",
    "ازرع شجرة في حيّك",
    "Plant a tree in your neighbourhood",
    "Planta un árbol en tu barrio",
    640,
  ],
  [
    6,
    "sport",
    "يوم رياضي لذوي الإعاقة",
    "Sports day for people with disabilities",
    "Jornada deportiva para personas con discapacidad",
    420,
  ],
  [
    7,
    "health",
    "الكشف المبكر عن سرطان الثدي",
    "Breast cancer early detection",
    "Detección precoz del cáncer de mama",
    2100,
  ],
  [
    8,
    "culture",
    "مسابقة حفظ القرآن الكريم",
    "Quran memorisation contest",
    "Concurso de memorización del Corán",
    530,
  ],
  [
    9,
    "community",
    "كسوة العيد للأيتام",
    "Eid clothes for orphans",
    "Ropa de Eid para huérfanos",
    610,
  ],
  [10, "education", "لا للتنمر", "Say no to bullying", "No al acoso escolar", 5200],
  [
    11,
    "sport",
    "مدارس كرة القدم الصيفية",
    "Summer football schools",
    "Escuelas de fútbol de verano",
    900,
  ],
  [
    12,
    "environment",
    "ملعب بلا بلاستيك",
    "A plastic-free stadium",
    "Un estadio sin plástico",
    15000,
  ],
  [13, "health", "امشِ مع النور", "Walk with Al Noor", "Camina con Al Noor", 3100],
  [15, "community", "حملة الشتاء الدافئ", "Warm winter campaign", "Campaña invierno cálido", 1300],
  [
    16,
    "culture",
    "اليوم الوطني مع الجماهير",
    "National Day with our fans",
    "Día Nacional con la afición",
    22000,
  ],
  [17, "education", "القراءة للجميع", "Reading for everyone", "Lectura para todos", 2700],
  [18, "sport", "دوري الأحياء", "Neighbourhood league", "Liga de barrios", 1150],
  [
    19,
    "health",
    "التوعية بمرض السكري",
    "Diabetes awareness",
    "Concienciación sobre la diabetes",
    1800,
  ],
  [20, "community", "زيارة المستشفيات", "Hospital visits", "Visitas a hospitales", 350],
  [21, "environment", "نظّف شاطئك", "Clean your beach", "Limpia tu playa", 480],
  [23, "sport", "كرة القدم النسائية للناشئات", "Girls' football", "Fútbol femenino juvenil", 260],
  [24, "education", "مهارات المستقبل", "Skills for the future", "Habilidades para el futuro", 1400],
  [
    25,
    "culture",
    "معرض تاريخ النادي",
    "Club history exhibition",
    "Exposición de la historia del club",
    7800,
  ],
  [26, "community", "إفطار صائم", "Iftar for those fasting", "Iftar para quienes ayunan", 9000],
  [
    27,
    "health",
    "الإسعافات الأولية للجماهير",
    "First aid for fans",
    "Primeros auxilios para la afición",
    740,
  ],
  [28, "environment", "ترشيد المياه", "Saving water", "Ahorro de agua", 3600],
  [
    29,
    "sport",
    "تحدي اللياقة للموظفين",
    "Staff fitness challenge",
    "Reto de forma física para empleados",
    520,
  ],
];

const fill = (text: string, title: string, n: number) =>
  text.replaceAll("{t}", title).replaceAll("{n}", n.toLocaleString("en-US"));

function textFor(theme: Theme, lang: "ar" | "en" | "es", title: string, n: number): InitiativeText {
  const tpl = THEMES[theme][lang];
  return {
    title,
    idea: { title: tpl.idea.title, list: tpl.idea.list.map((s) => fill(s, title, n)) },
    golas: tpl.golas,
    targetd: tpl.targetd,
    way: fill(tpl.way, title, n),
    success: fill(tpl.success, title, n),
  };
}

export const INITIATIVES = LIST.map(([id, theme, ar, en, es, n], i) => ({
  id,
  season: "2021-2022",
  imageUrl: `/media/content/initiative-${id}.svg`,
  images: [1, 2, 3].map((k) => `/media/content/gallery-${((id + k * 4) % 12) + 1}.svg`),
  targetdCount: n,
  ord: i + 1,
  content: {
    ar: textFor(theme, "ar", ar, n),
    ...(en ? { en: textFor(theme, "en", en, n) } : {}),
    ...(es ? { es: textFor(theme, "es", es, n) } : {}),
  },
}));
