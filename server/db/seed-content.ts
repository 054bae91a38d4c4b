import { TRANSLATION_LANGUAGES, TRANSLATION_MODULES } from "../../app/features/system/content/constants";
import type { Queryable } from "./client";
import { SEED_REPORT } from "./seed-sheets";
import { SEED_SHEETS } from "./seed-sheets.data";
import { seedImages, type HelpPicture } from "../storage/seed-images";

// Demo content of System › language library (and, as they are built, help center, contact us and
// option tags). Only into empty tables, so a second run or a restart changes nothing.

// key, module, en, es, de, it, fr, pt, ar — a storefront's own texts; some languages left empty
// on purpose so the "missing translation" filter has something to find.
const TEXTS: [string, string, string, string, string, string, string, string, string][] = [
  [
    "cart.empty",
    "cart",
    "Your cart is empty",
    "Tu carrito está vacío",
    "Dein Warenkorb ist leer",
    "Il tuo carrello è vuoto",
    "Votre panier est vide",
    "Seu carrinho está vazio",
    "سلة التسوق فارغة",
  ],
  ["cart.checkout", "cart", "Checkout", "Finalizar compra", "Zur Kasse", "Cassa", "Paiement", "Finalizar compra", "الدفع"],
  ["cart.remove", "cart", "Remove", "Eliminar", "Entfernen", "Rimuovi", "Supprimer", "Remover", "إزالة"],
  ["cart.subtotal", "cart", "Subtotal", "Subtotal", "Zwischensumme", "Subtotale", "Sous-total", "Subtotal", "المجموع الفرعي"],
  [
    "cart.free_shipping_hint",
    "cart",
    "Add {amount} more for free shipping",
    "Añade {amount} más para envío gratis",
    "Noch {amount} bis zum kostenlosen Versand",
    "",
    "Plus que {amount} pour la livraison offerte",
    "",
    "",
  ],
  ["checkout.pay_now", "checkout", "Pay now", "Pagar ahora", "Jetzt bezahlen", "Paga ora", "Payer maintenant", "Pagar agora", "ادفع الآن"],
  [
    "checkout.shipping_address",
    "checkout",
    "Shipping address",
    "Dirección de envío",
    "Lieferadresse",
    "Indirizzo di spedizione",
    "Adresse de livraison",
    "Endereço de entrega",
    "عنوان الشحن",
  ],
  [
    "checkout.cod_fee",
    "checkout",
    "Cash on delivery fee",
    "Cargo por contra reembolso",
    "Nachnahmegebühr",
    "Costo contrassegno",
    "Frais de paiement à la livraison",
    "Taxa de pagamento na entrega",
    "رسوم الدفع عند الاستلام",
  ],
  ["checkout.coupon", "checkout", "Coupon code", "Código de cupón", "Gutscheincode", "Codice coupon", "Code promo", "Código do cupom", ""],
  [
    "checkout.place_order",
    "checkout",
    "Place order",
    "Realizar pedido",
    "Bestellung aufgeben",
    "Effettua ordine",
    "Passer la commande",
    "Fazer pedido",
    "تأكيد الطلب",
  ],
  [
    "order.track",
    "order",
    "Track order",
    "Seguir pedido",
    "Bestellung verfolgen",
    "Traccia ordine",
    "Suivre la commande",
    "Rastrear pedido",
    "تتبع الطلب",
  ],
  ["order.status.shipped", "order", "Shipped", "Enviado", "Versandt", "Spedito", "Expédiée", "Enviado", "تم الشحن"],
  ["order.status.delivered", "order", "Delivered", "Entregado", "Zugestellt", "Consegnato", "Livrée", "Entregue", "تم التوصيل"],
  [
    "order.return_request",
    "order",
    "Request a return",
    "Solicitar devolución",
    "Rücksendung anfordern",
    "Richiedi un reso",
    "Demander un retour",
    "",
    "",
  ],
  [
    "order.cancel",
    "order",
    "Cancel order",
    "Cancelar pedido",
    "Bestellung stornieren",
    "Annulla ordine",
    "Annuler la commande",
    "Cancelar pedido",
    "إلغاء الطلب",
  ],
  ["account.sign_in", "account", "Sign in", "Iniciar sesión", "Anmelden", "Accedi", "Se connecter", "Entrar", "تسجيل الدخول"],
  ["account.sign_out", "account", "Sign out", "Cerrar sesión", "Abmelden", "Esci", "Se déconnecter", "Sair", "تسجيل الخروج"],
  [
    "account.my_orders",
    "account",
    "My orders",
    "Mis pedidos",
    "Meine Bestellungen",
    "I miei ordini",
    "Mes commandes",
    "Meus pedidos",
    "طلباتي",
  ],
  ["account.wallet", "account", "Wallet", "Monedero", "Guthaben", "Portafoglio", "Portefeuille", "Carteira", "المحفظة"],
  [
    "account.check_in",
    "account",
    "Daily check-in",
    "Registro diario",
    "Täglich einchecken",
    "Check-in giornaliero",
    "Pointage quotidien",
    "Check-in diário",
    "",
  ],
  [
    "product.add_to_cart",
    "product",
    "Add to cart",
    "Añadir al carrito",
    "In den Warenkorb",
    "Aggiungi al carrello",
    "Ajouter au panier",
    "Adicionar ao carrinho",
    "أضف إلى السلة",
  ],
  [
    "product.size_guide",
    "product",
    "Size guide",
    "Guía de tallas",
    "Größentabelle",
    "Guida alle taglie",
    "Guide des tailles",
    "Guia de tamanhos",
    "دليل المقاسات",
  ],
  [
    "product.out_of_stock",
    "product",
    "Out of stock",
    "Agotado",
    "Ausverkauft",
    "Esaurito",
    "Rupture de stock",
    "Esgotado",
    "نفد من المخزون",
  ],
  [
    "product.matching_family",
    "product",
    "Matching family outfits",
    "Conjuntos familiares a juego",
    "Partnerlook für die Familie",
    "Outfit coordinati per la famiglia",
    "Tenues assorties en famille",
    "Looks combinando para a família",
    "",
  ],
  ["product.reviews", "product", "Reviews", "Opiniones", "Bewertungen", "Recensioni", "Avis", "Avaliações", "التقييمات"],
  [
    "promotion.flash_sale",
    "promotion",
    "Flash sale",
    "Oferta relámpago",
    "Blitzangebot",
    "Offerta lampo",
    "Vente flash",
    "Promoção relâmpago",
    "تخفيضات سريعة",
  ],
  [
    "promotion.daily_specials",
    "promotion",
    "Daily specials",
    "Ofertas del día",
    "Tagesangebote",
    "Offerte del giorno",
    "Offres du jour",
    "Ofertas do dia",
    "عروض اليوم",
  ],
  [
    "promotion.ends_in",
    "promotion",
    "Ends in {time}",
    "Termina en {time}",
    "Endet in {time}",
    "Termina tra {time}",
    "Se termine dans {time}",
    "",
    "",
  ],
  ["community.post", "community", "Post", "Publicar", "Beitrag", "Pubblica", "Publier", "Publicar", "نشر"],
  ["community.follow", "community", "Follow", "Seguir", "Folgen", "Segui", "Suivre", "Seguir", "متابعة"],
  ["common.search", "common", "Search", "Buscar", "Suchen", "Cerca", "Rechercher", "Pesquisar", "بحث"],
  ["common.save", "common", "Save", "Guardar", "Speichern", "Salva", "Enregistrer", "Salvar", "حفظ"],
  ["common.loading", "common", "Loading…", "Cargando…", "Wird geladen …", "Caricamento…", "Chargement…", "Carregando…", "جارٍ التحميل…"],
  ["common.contact_us", "common", "Contact us", "Contáctanos", "Kontakt", "Contattaci", "Nous contacter", "Fale conosco", "اتصل بنا"],
  [
    "common.help_center",
    "common",
    "Help center",
    "Centro de ayuda",
    "Hilfe-Center",
    "Centro assistenza",
    "Centre d'aide",
    "Central de ajuda",
    "مركز المساعدة",
  ],
];

// enough further keys to page through: size and colour names per module, en and fr/de only
const COLOURS = ["red", "pink", "blue", "navy", "green", "yellow", "white", "black", "grey", "beige", "purple", "orange"];
const SIZES = ["0_3m", "3_6m", "6_9m", "9_12m", "12_18m", "18_24m", "2t", "3t", "4t", "5t", "6_7y", "8_9y", "10_11y", "12_13y"];

export async function seedContent(q: Queryable): Promise<void> {
  await seedTranslations(q);
  await seedHelp(q);
}

type Texts = Record<string, { title: string; long_title?: string; prompt?: string; content?: string }>;
interface Entry {
  section: "help" | "contact";
  texts: Texts;
  icon?: string;
  has_level3?: boolean;
  article?: {
    format: "graphic" | "guidance" | "guidance_tiled";
    sku: boolean;
    email?: boolean;
    order?: boolean;
    faq?: boolean;
    steps?: { title: string; text: string; image: string }[];
  };
  children?: Entry[];
}
// pictures by stored key (storage/seed-images.ts): the API answers with the object store's address
const img = (name: HelpPicture) => seedImages().help[name].key;
const texts = (t: Texts): Texts =>
  Object.fromEntries(Object.entries(t).map(([l, v]) => [l, { long_title: "", prompt: "", content: "", ...v }]));

// the demo trees: contact us first (its first entry is id 1), then the help center, four levels deep
const CONTACT: Entry[] = [
  {
    section: "contact",
    texts: texts({ en: { title: "Orders & shipping" }, fr: { title: "Commandes et livraison" }, zh: { title: "订单与配送" } }),
    children: [
      {
        section: "contact",
        texts: texts({ en: { title: "Where is my order?", content: "<p>Tell us your order number and we will find it.</p>" } }),
        article: { format: "graphic", sku: false, order: true },
      },
      {
        section: "contact",
        texts: texts({ en: { title: "A parcel arrived damaged", content: "<p>Send us a photo of the parcel and the items.</p>" } }),
        article: { format: "graphic", sku: true, email: true, order: true },
      },
    ],
  },
];
const HELP: Entry[] = [
  {
    section: "help",
    icon: img("orders"),
    texts: texts({
      en: { title: "Orders" },
      fr: { title: "Commandes" },
      es: { title: "Pedidos" },
      ar: { title: "الطلبات" },
      zh: { title: "订单" },
    }),
    children: [
      {
        section: "help",
        has_level3: false,
        texts: texts({ en: { title: "Shipping" }, fr: { title: "Livraison" }, ar: { title: "الشحن" } }),
        children: [
          {
            section: "help",
            texts: texts({
              en: {
                title: "How long does shipping take?",
                long_title: "Delivery times by country",
                content:
                  "<p>Most orders arrive in <strong>7–12 business days</strong>.</p><ul><li>US: 7–10 days</li><li>EU: 8–12 days</li></ul>",
              },
              ar: { title: "كم يستغرق الشحن؟", content: "<p>تصل معظم الطلبات خلال <strong>7 إلى 12 يوم عمل</strong>.</p>" },
            }),
            article: { format: "graphic", sku: false, faq: true },
          },
        ],
      },
      {
        section: "help",
        has_level3: true,
        texts: texts({ en: { title: "Returns & refunds" }, fr: { title: "Retours et remboursements" } }),
        children: [
          {
            section: "help",
            texts: texts({ en: { title: "Refunds" }, de: { title: "Erstattungen" } }),
            children: [
              {
                section: "help",
                texts: texts({ en: { title: "How do I request a refund?", prompt: "Refunds go back to the original payment method." } }),
                article: {
                  format: "guidance",
                  sku: true,
                  email: true,
                  order: true,
                  steps: [
                    { title: "Open your order", text: "Go to Account › My orders and open the order.", image: img("step-1") },
                    { title: "Choose the items", text: "Tick the items to return and give a reason.", image: img("step-2") },
                    { title: "Send the parcel", text: "Print the label and drop the parcel off.", image: img("step-3") },
                  ],
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    section: "help",
    icon: img("account"),
    texts: texts({ en: { title: "Account" }, it: { title: "Account" }, pt: { title: "Conta" }, zh: { title: "账户" } }),
    children: [{ section: "help", has_level3: false, texts: texts({ en: { title: "Sign-in problems" } }) }],
  },
];

async function seedHelp(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from help_entries");
  if (n) return;
  const add = async (e: Entry, parent: number | null, level: number, sort: number) => {
    const a = e.article;
    const [{ id }] = await q.query<{ id: number }>(
      `insert into help_entries (section, parent_id, level, title_key, texts, icon, has_level3, is_article, content_format, steps,
         show_email, show_order_no, associate_sku, top_faq, sort, updated_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'seed') returning id`,
      [
        e.section,
        parent,
        level,
        e.texts.en.title.toLowerCase(),
        JSON.stringify(e.texts),
        e.icon ?? "",
        e.has_level3 ?? null,
        !!a,
        a?.format ?? null,
        JSON.stringify(a?.steps ?? []),
        a?.email ?? false,
        a?.order ?? false,
        a ? a.sku : null,
        a?.faq ?? false,
        sort,
      ],
    );
    for (const [i, c] of (e.children ?? []).entries()) await add(c, id, level + 1, (i + 1) * 10);
  };
  // contact us' first title first: it is entry 1
  for (const [i, e] of CONTACT.entries()) await add(e, null, 1, (i + 1) * 10);
  for (const [i, e] of HELP.entries()) await add(e, null, 1, (i + 1) * 10);
}

async function seedTranslations(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from translations");
  if (n) return;
  const rows: string[][] = [...TEXTS];
  for (const c of COLOURS) rows.push([`product.colour.${c}`, "product", cap(c), "", "", "", "", "", ""]);
  for (const s of SIZES) rows.push([`product.size.${s}`, "product", sizeText(s), "", sizeText(s), "", sizeText(s), "", ""]);
  for (const m of TRANSLATION_MODULES) {
    for (let i = 1; i <= 12; i++) {
      const no = String(i).padStart(2, "0");
      rows.push([
        `${m}.notice_${no}`,
        m,
        `${cap(m)} notice ${no}`,
        "",
        `${cap(m)}-Hinweis ${no}`,
        "",
        i % 3 ? `Avis ${m} ${no}` : "",
        "",
        "",
      ]);
    }
  }
  // one statement for all of them, a column an array, in the order above (ids follow it)
  const width = 2 + TRANSLATION_LANGUAGES.length;
  const columns = Array.from({ length: width }, (_, i) => rows.map((r) => r[i]));
  const names = ["k", "m", ...TRANSLATION_LANGUAGES.map((l) => `t_${l}`)].join(", ");
  await q.query(
    `insert into translations (key, module, ${TRANSLATION_LANGUAGES.map((l) => `text_${l}`).join(", ")}, updated_by)
     select ${names}, 'seed' from unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(", ")}) with ordinality as r(${names}, n) order by n`,
    columns,
  );
  await seedImports(q);
}

/** two finished imports of the library: one applied, one refused with its report of bad rows */
async function seedImports(q: Queryable) {
  const [{ n }] = await q.query<{ n: number }>("select count(*)::int as n from excel_imports");
  if (n) return;
  const [admin] = await q.query<{ id: number; display_name: string }>("select id, display_name from users where username = 'admin'");
  const sheet = (name: keyof typeof SEED_SHEETS) => Buffer.from(SEED_SHEETS[name], "base64");
  const [rejected, report, applied] = [sheet("rejected"), JSON.stringify(SEED_REPORT), sheet("applied")];
  await q.query(
    `insert into excel_imports (importer, file_name, file, status, phase_done, total, bad_rows, report, message, created_by, created_by_name, created_at, updated_at)
     values ('translations', 'fr-october.xlsx', $1, 'rejected', 2, 2, 2, $2, '2 of 2 rows are not valid; nothing was imported', $3, $4, now() - interval '2 days', now() - interval '2 days')`,
    [rejected, report, admin?.id ?? null, admin?.display_name ?? "seed"],
  );
  await q.query(
    `insert into excel_imports (importer, file_name, file, status, phase_done, total, created_by, created_by_name, created_at, updated_at)
     values ('translations', 'fr-september.xlsx', $1, 'applied', 1, 1, $2, $3, now() - interval '30 days', now() - interval '30 days')`,
    [applied, admin?.id ?? null, admin?.display_name ?? "seed"],
  );
  // payouts of the last two months
  const payouts: [string, string, string, number, number, string][] = [
    ["Marie Dupont", "fr", "2026-09", 18200, 72800, "EUR"],
    ["Hans Weber", "de", "2026-09", 15100, 60400, "EUR"],
    ["Lucía Gómez", "es", "2026-09", 9800, 39200, "EUR"],
    ["Giulia Rossi", "it", "2026-10", 7600, 30400, "EUR"],
    ["Ana Silva", "pt", "2026-10", 6400, 25600, "EUR"],
    ["Omar Haddad", "ar", "2026-10", 11200, 44800, "USD"],
  ];
  for (const p of payouts) {
    await q.query(
      "insert into translation_payouts (translator, language, period, words, amount_minor, currency, updated_by) values ($1, $2, $3, $4, $5, $6, 'seed') on conflict do nothing",
      p,
    );
  }
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
function sizeText(s: string): string {
  const m = /^(\d+)_(\d+)(m|y)$/.exec(s);
  if (m) return `${m[1]}-${m[2]} ${m[3] === "m" ? "months" : "years"}`;
  return s.toUpperCase();
}
