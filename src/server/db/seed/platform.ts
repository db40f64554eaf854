import { departments, settings } from "../schema/platform";
import { championshipTypes, championships, clubs, matches, stadiums } from "../schema/sports";
import { labels, news, offers, pages, partners, sections, slides } from "../schema/content";
import { DEFAULT_SETTINGS } from "../../modules/platform/settings.service";
import { daysFromNow, L, upsertRows, type SeedCtx } from "./util";

const CLUB_NAMES = [
  L("الفيحاء", "Al Feiha", "Al Feiha"),
  L("الهلال الأزرق", "Blue Crescent", "Media Luna Azul"),
  L("نصر الشرق", "Eastern Victory", "Victoria del Este"),
  L("الاتحاد الساحلي", "Coastal Union", "Unión Costera"),
  L("أهل الجبل", "Mountain Folk", "Gente de Montaña"),
  L("الشباب الجديد", "New Youth", "Nueva Juventud"),
  L("التعاون الأخضر", "Green Cooperation", "Cooperación Verde"),
  L("الفتح المبين", "Al Fath", "Al Fath"),
  L("الرائد", "Al Raed", "Al Raed"),
  L("الخليج", "Al Khaleej", "Al Khaleej"),
  L("الوحدة", "Al Wehda", "Al Wehda"),
  L("أبها", "Abha", "Abha"),
];

export async function seedPlatform(ctx: SeedCtx): Promise<void> {
  const s = DEFAULT_SETTINGS;
  await upsertRowsSettings(ctx, {
    AppName: s.AppName,
    logo: s.logo,
    favicon: s.favicon,
    email: s.email,
    copy_rights: s.copy_rights,
    social_media_links: [
      { name: "x", url: "https://x.com/alnoorclub" },
      { name: "instagram", url: "https://instagram.com/alnoorclub" },
      { name: "youtube", url: "https://youtube.com/@alnoorclub" },
      { name: "snapchat", url: "https://snapchat.com/add/alnoorclub" },
      { name: "tiktok", url: "https://tiktok.com/@alnoorclub" },
    ],
    knights_status: true,
    registration_open: false,
    contact_terms_enabled: true,
    shop_url: s.shop_url,
    membership_url: s.membership_url,
    annual_report_url: s.annual_report_url,
    footerSections: {
      type: "large",
      season: "2026-2027",
      showNewsDate: true,
      news: { pinned: true, news_id: 1 },
    },
  });

  await upsertRows(ctx, departments, [
    {
      id: 1,
      title: L("خدمة الأعضاء", "Member services", "Atención a socios"),
      email: "members@alnoor-club.example",
      ord: 1,
    },
    {
      id: 2,
      title: L("التذاكر والفعاليات", "Tickets and events", "Entradas y eventos"),
      email: "tickets@alnoor-club.example",
      ord: 2,
    },
    { id: 3, title: L("الإعلام", "Media", "Prensa"), email: "media@alnoor-club.example", ord: 3 },
    {
      id: 4,
      title: L("الموارد البشرية", "Human resources", "Recursos humanos"),
      email: "hr@alnoor-club.example",
      ord: 4,
    },
    {
      id: 5,
      title: L("الحوكمة والالتزام", "Governance and compliance", "Gobernanza y cumplimiento"),
      email: "compliance@alnoor-club.example",
      ord: 5,
    },
    {
      id: 6,
      title: L("الألعاب المختلفة", "Club sports", "Deportes del club"),
      email: "sports@alnoor-club.example",
      ord: 6,
    },
  ]);

  await upsertRows(ctx, labels, [
    {
      id: 1,
      type: "news_category",
      title: L("الفريق الأول", "First team", "Primer equipo"),
      ord: 1,
    },
    {
      id: 2,
      type: "news_category",
      title: L("أخبار النادي", "Club news", "Noticias del club"),
      ord: 2,
    },
    { id: 3, type: "news_category", title: L("الفئات السنية", "Academy", "Cantera"), ord: 3 },
    {
      id: 4,
      type: "news_category",
      title: L("المسؤولية الاجتماعية", "Community", "Comunidad"),
      ord: 4,
    },
  ]);

  const shop = {
    type: "URL" as const,
    target: s.shop_url,
    button: L("تسوّق الآن", "Shop now", "Comprar ahora"),
  };
  await upsertRows(ctx, slides, [
    {
      id: 1,
      kind: "slider",
      key: "main_slider",
      ord: 1,
      imageUrl: "/media/slide-1.svg",
      title: L(
        "موسم جديد بطموح أكبر",
        "A new season, bigger ambitions",
        "Una nueva temporada, más ambición",
      ),
      description: L(
        "انضم إلى جماهير النور في كل مباراة",
        "Join the Al Noor faithful at every match",
        "Únete a la afición de Al Noor en cada partido",
      ),
      target: {
        type: "Page",
        target: "/news",
        button: L("آخر الأخبار", "Latest news", "Últimas noticias"),
      },
    },
    {
      id: 2,
      kind: "slider",
      key: "main_slider",
      ord: 2,
      imageUrl: "/media/slide-2.svg",
      title: L(
        "قميص الموسم متوفر الآن",
        "This season's shirt is here",
        "Ya está aquí la camiseta de la temporada",
      ),
      description: L(
        "اطلبه من المتجر الرسمي",
        "Order it from the official store",
        "Pídela en la tienda oficial",
      ),
      target: shop,
    },
    {
      id: 3,
      kind: "slider",
      key: "main_slider",
      ord: 3,
      imageUrl: "/media/slide-3.svg",
      title: L(
        "ملعبنا الجديد يتسع لـ 45,000 مشجع",
        "Our new stadium seats 45,000 fans",
        "Nuestro nuevo estadio para 45.000 aficionados",
      ),
      description: L("تعرّف على المشروع", "Discover the project", "Descubre el proyecto"),
      target: { type: "Page", target: "/mbs-stadium", button: L("اكتشف", "Discover", "Descubrir") },
    },
    {
      id: 4,
      kind: "slider",
      key: "main_slider",
      ord: 4,
      imageUrl: "/media/slide-4.svg",
      title: L(
        "مبادرات تصنع الفرق",
        "Initiatives that make a difference",
        "Iniciativas que marcan la diferencia",
      ),
      description: L(
        "تقرير المسؤولية الاجتماعية",
        "Our social responsibility report",
        "Nuestro informe de responsabilidad social",
      ),
      target: { type: "None" },
    },
    {
      id: 5,
      kind: "slider",
      key: "cups_slider",
      ord: 1,
      imageUrl: "/media/cup-1.svg",
      winsTimes: 3,
      title: L("كأس الملك", "King's Cup", "Copa del Rey"),
      description: L("3 ألقاب", "3 titles", "3 títulos"),
      target: { type: "None" },
    },
    {
      id: 6,
      kind: "slider",
      key: "cups_slider",
      ord: 2,
      imageUrl: "/media/cup-2.svg",
      winsTimes: 2,
      title: L("كأس السوبر", "Super Cup", "Supercopa"),
      description: L("لقبان", "2 titles", "2 títulos"),
      target: { type: "None" },
    },
    {
      id: 7,
      kind: "slider",
      key: "cups_slider",
      ord: 3,
      imageUrl: "/media/cup-3.svg",
      winsTimes: 1,
      title: L("دوري الدرجة الأولى", "First Division League", "Liga de Primera División"),
      description: L("لقب واحد", "1 title", "1 título"),
      target: { type: "None" },
    },
    {
      id: 8,
      kind: "banner",
      key: "home_banner",
      ord: 1,
      imageUrl: "/media/cup-3.svg",
      title: L(
        "احجز مقعدك في المباراة القادمة",
        "Book your seat for the next match",
        "Reserva tu asiento para el próximo partido",
      ),
      description: L("للأعضاء فقط", "Members only", "Solo socios"),
      target: { type: "Page", target: "/fursanalealami", button: L("احجز", "Book", "Reservar") },
    },
  ]);

  await upsertRows(ctx, partners, [
    {
      id: 1,
      type: 0,
      ord: 0,
      url: "https://aroya.example",
      imageUrl: "/media/partner-1.svg",
      sponsorName: L("أرويا", "Aroya", "Aroya"),
      title: L("الراعي الرئيسي", "Main sponsor", "Patrocinador principal"),
    },
    {
      id: 2,
      type: 1,
      ord: 1,
      url: "https://sahara.example",
      imageUrl: "/media/partner-2.svg",
      sponsorName: L("صحارى", "Sahara", "Sahara"),
      title: L("راعي القميص", "Shirt sponsor", "Patrocinador de camiseta"),
    },
    {
      id: 3,
      type: 1,
      ord: 2,
      url: "https://nakheel.example",
      imageUrl: "/media/partner-3.svg",
      sponsorName: L("نخيل", "Nakheel", "Nakheel"),
      title: L("الراعي الفضي", "Silver sponsor", "Patrocinador plata"),
    },
    ...[4, 5, 6, 7, 8].map((id, i) => ({
      id,
      type: 2,
      ord: i + 1,
      url: null,
      imageUrl: `/media/partner-${id}.svg`,
      sponsorName: L(
        ["دانة", "واحة", "فلك", "روضة", "قمر"][i]!,
        ["Dana", "Waha", "Falak", "Rawda", "Qamar"][i]!,
        ["Dana", "Waha", "Falak", "Rawda", "Qamar"][i]!,
      ),
      title: L("شريك", "Partner", "Socio"),
    })),
  ]);

  await upsertRows(ctx, offers, [
    {
      id: 1,
      ord: 1,
      imageUrl: "/media/offer-1.svg",
      url: `${s.shop_url}/home-kit`,
      title: L("طقم الأرض", "Home kit", "Equipación local"),
      description: L("خصم 20٪ للأعضاء", "20% off for members", "20 % de descuento para socios"),
    },
    {
      id: 2,
      ord: 2,
      imageUrl: "/media/offer-2.svg",
      url: `${s.shop_url}/scarf`,
      title: L("وشاح المشجعين", "Supporters' scarf", "Bufanda de la afición"),
      description: L("إصدار محدود", "Limited edition", "Edición limitada"),
    },
    {
      id: 3,
      ord: 3,
      imageUrl: "/media/offer-3.svg",
      url: `${s.shop_url}/season-pass`,
      title: L("بطاقة الموسم", "Season pass", "Abono de temporada"),
      description: L("كل المباريات على أرضنا", "Every home match", "Todos los partidos en casa"),
    },
    {
      id: 4,
      ord: 4,
      imageUrl: "/media/offer-4.svg",
      url: `${s.shop_url}/kids`,
      title: L("ركن الأطفال", "Kids' corner", "Rincón infantil"),
      description: L("ملابس للمشجعين الصغار", "Kit for young fans", "Ropa para los más pequeños"),
    },
  ]);

  await upsertRows(ctx, clubs, [
    {
      id: 1,
      name: L("نادي النور", "Al Noor Club", "Club Al Noor"),
      imageUrl: "/media/crest.svg",
      isOwn: true,
    },
    ...CLUB_NAMES.map((name, i) => ({ id: i + 2, name, imageUrl: `/media/club-${i + 1}.svg` })),
  ]);
  await upsertRows(ctx, stadiums, [
    { id: 1, name: L("ملعب النور", "Al Noor Stadium", "Estadio Al Noor") },
    { id: 2, name: L("ملعب المدينة", "City Stadium", "Estadio de la Ciudad") },
    { id: 3, name: L("الملعب الساحلي", "Coastal Arena", "Arena Costera") },
  ]);
  await upsertRows(ctx, championshipTypes, [
    {
      id: 1,
      ord: 1,
      title: L("دوري المحترفين", "Pro League", "Liga Profesional"),
      logoUrl: "/media/cup-1.svg",
    },
    {
      id: 2,
      ord: 2,
      title: L("كأس الملك", "King's Cup", "Copa del Rey"),
      logoUrl: "/media/cup-2.svg",
    },
  ]);
  await upsertRows(ctx, championships, [
    {
      id: 1,
      typeId: 1,
      season: "2026-2027",
      ord: 1,
      logoUrl: "/media/cup-1.svg",
      title: L("دوري المحترفين 2026-2027", "Pro League 2026-2027", "Liga Profesional 2026-2027"),
    },
    {
      id: 2,
      typeId: 2,
      season: "2026-2027",
      ord: 2,
      logoUrl: "/media/cup-2.svg",
      title: L("كأس الملك 2026-2027", "King's Cup 2026-2027", "Copa del Rey 2026-2027"),
    },
  ]);

  // Past results and upcoming fixtures relative to today, so the demo never goes stale.
  const fixtures: Array<[number, number, number, number | null, number | null, boolean]> = [
    // [days from today, competitor club id, championship id, our goals, their goals, at home]
    [-42, 3, 1, 2, 1, true],
    [-35, 4, 1, 0, 0, false],
    [-28, 5, 1, 3, 2, true],
    [-21, 6, 1, 1, 2, false],
    [-14, 7, 2, 2, 0, true],
    [-7, 8, 1, 4, 1, true],
    [2, 2, 1, null, null, true],
    [9, 9, 1, null, null, false],
    [16, 10, 2, null, null, true],
    [23, 11, 1, null, null, true],
    [30, 12, 1, null, null, false],
    [37, 13, 1, null, null, true],
  ];
  await upsertRows(
    ctx,
    matches,
    fixtures.map(([days, club, champ, ours, theirs, home], i) => ({
      id: i + 1,
      championshipId: champ,
      competitorClubId: club,
      stadiumId: home ? 1 : 2 + (i % 2),
      kickoffAt: daysFromNow(days, 21, 0),
      season: "2026-2027",
      teamGoals: ours,
      competitorTeamGoals: theirs,
      ourStadium: home,
      matchOver: days < 0,
      enableExpectation: days > 0 && days < 20,
      otherInfo: {},
    })),
  );

  const newsSeed = [
    [
      L(
        "النور يحسم مواجهة القمة برباعية",
        "Al Noor settle the top-of-the-table clash with four goals",
        "Al Noor resuelve el duelo en la cima con cuatro goles",
      ),
      1,
    ],
    [
      L(
        "افتتاح أكاديمية النور للناشئين",
        "Al Noor youth academy opens its doors",
        "Abre sus puertas la academia juvenil de Al Noor",
      ),
      3,
    ],
    [
      L(
        "تجديد عقد قائد الفريق حتى 2029",
        "Captain extends his contract until 2029",
        "El capitán renueva hasta 2029",
      ),
      1,
    ],
    [
      L(
        "حملة للتبرع بالدم بمشاركة الجماهير",
        "Blood donation drive with our supporters",
        "Campaña de donación de sangre con la afición",
      ),
      4,
    ],
    [
      L(
        "طرح تذاكر مباراة الديربي",
        "Derby tickets go on sale",
        "A la venta las entradas del derbi",
      ),
      2,
    ],
    [
      L(
        "جولة مدرسية في الملعب الجديد",
        "School tour of the new stadium",
        "Visita escolar al nuevo estadio",
      ),
      4,
    ],
    [
      L(
        "المدرب: نركز على المباراة القادمة",
        "Coach: our focus is the next match",
        "El entrenador: nuestro foco es el próximo partido",
      ),
      1,
    ],
    [
      L(
        "الجمعية العمومية تعتمد التقرير السنوي",
        "General assembly approves the annual report",
        "La asamblea general aprueba el informe anual",
      ),
      2,
    ],
  ] as const;
  await upsertRows(
    ctx,
    news,
    newsSeed.map(([title, category], i) => ({
      id: i + 1,
      title,
      description: L(
        `<p>${title.ar}. تابع التفاصيل الكاملة للخبر على الموقع الرسمي لنادي النور، حيث نوافيكم بكل جديد عن الفريق والنادي وجماهيره الوفية في كل مكان.</p>`,
        `<p>${title.en}. Read the full story on the official Al Noor Club website, where we bring you everything new about the team, the club and its loyal supporters everywhere.</p>`,
        `<p>${title.es}. Lee la noticia completa en la web oficial del Club Al Noor, donde te contamos todas las novedades del equipo, del club y de su fiel afición.</p>`,
      ),
      imageUrl: `/media/news-${(i % 12) + 1}.svg`,
      categoryId: category,
      pinned: i === 0,
      createdAt: new Date(Date.now() - (i * 26 + 3) * 3600_000),
    })),
  );

  await upsertRows(ctx, pages, [
    {
      id: 1,
      path: "about-club",
      ord: 1,
      titles: L("عن النادي", "About the club", "Sobre el club"),
      otherInfo: { navigation: { header: true, footer: true, footerColumn: "club" } },
    },
    {
      id: 2,
      path: "club-history",
      ord: 2,
      titles: L("تاريخ النادي", "Club history", "Historia del club"),
      otherInfo: { navigation: { header: false, footer: true, footerColumn: "club" } },
    },
    {
      id: 3,
      path: "empty-page",
      ord: 99,
      titles: L("صفحة قيد الإعداد", "Page in preparation", "Página en preparación"),
      otherInfo: { navigation: {} },
    },
  ]);
  await upsertRows(ctx, sections, [
    {
      id: 1,
      pageId: 1,
      ord: 1,
      style: { type: "pageHeader" },
      title: L("عن النادي", "About the club", "Sobre el club"),
      description: L(
        "نادي النور، تأسس عام 1965، فخر المدينة وبيت جماهيره.",
        "Al Noor Club, founded in 1965, the pride of the city and home of its fans.",
        "El Club Al Noor, fundado en 1965, orgullo de la ciudad y casa de su afición.",
      ),
    },
    {
      id: 2,
      pageId: 1,
      ord: 2,
      style: { type: "textBox" },
      title: L("رؤيتنا", "Our vision", "Nuestra visión"),
      description: L(
        "أن نكون ناديًا رائدًا في المملكة داخل الملعب وخارجه، نصنع الأبطال ونخدم مجتمعنا. نؤمن بأن كرة القدم أكثر من لعبة؛ إنها مساحة تجمع الأجيال وتبني القيم. نعمل على تطوير المواهب الشابة عبر أكاديمية متكاملة، وتقديم تجربة استثنائية للجماهير في ملعبنا الجديد، وإطلاق مبادرات مجتمعية تصل إلى كل حي في المدينة. ونسعى إلى الاستدامة المالية والحوكمة الرشيدة لضمان مستقبل مشرق للأجيال القادمة.",
        "To be a leading club in the Kingdom on and off the pitch, building champions and serving our community. We believe football is more than a game: it brings generations together and builds values. We develop young talent through a complete academy, offer supporters an exceptional day at our new stadium, and run community initiatives that reach every neighbourhood of the city. We pursue financial sustainability and sound governance to secure a bright future for the generations to come.",
        "Ser un club líder en el Reino dentro y fuera del campo, formando campeones y sirviendo a nuestra comunidad. Creemos que el fútbol es más que un juego: une generaciones y construye valores. Formamos talento joven en una academia completa, ofrecemos a la afición una experiencia excepcional en nuestro nuevo estadio e impulsamos iniciativas que llegan a cada barrio de la ciudad. Buscamos la sostenibilidad financiera y un buen gobierno para asegurar un futuro brillante a las próximas generaciones.",
      ),
    },
    {
      id: 3,
      pageId: 1,
      ord: 3,
      style: { type: "custom" },
      title: L("انضم إلينا", "Join us", "Únete"),
      description: L(
        "<p>كن جزءًا من <strong>عائلة النور</strong>.</p>",
        "<p>Be part of the <strong>Al Noor family</strong>.</p>",
        "<p>Forma parte de la <strong>familia Al Noor</strong>.</p>",
      ),
      customFields: {
        target_button: "URL",
        button_link: "/contact-us",
        button_text: L("تواصل معنا", "Contact us", "Contacto"),
      },
    },
    {
      id: 4,
      pageId: 1,
      ord: 4,
      status: 0,
      style: { type: "textBox" },
      title: L("قسم مخفي", "Hidden section", "Sección oculta"),
      description: L("لا يظهر", "Not shown", "No se muestra"),
    },
    {
      id: 5,
      pageId: 2,
      ord: 1,
      style: { type: "pageHeader" },
      title: L("تاريخ النادي", "Club history", "Historia del club"),
      description: L("null", "null", "null"),
    },
    {
      id: 6,
      pageId: 2,
      ord: 2,
      style: { type: "textBox" },
      title: L("البدايات", "The beginnings", "Los comienzos"),
      description: L(
        "بدأ النادي فريقًا للحي عام 1965 ثم صعد إلى دوري المحترفين عام 1998.",
        "The club began as a neighbourhood team in 1965 and reached the Pro League in 1998.",
        "El club nació como equipo de barrio en 1965 y llegó a la Liga Profesional en 1998.",
      ),
    },
  ]);
}

async function upsertRowsSettings(ctx: SeedCtx, values: Record<string, unknown>) {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  await ctx.db.insert(settings).values(rows).onConflictDoNothing();
}
