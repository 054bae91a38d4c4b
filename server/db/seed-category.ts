import type { Queryable } from "./client";

// Demo data of Page management: the platform's category taxonomy (what site trees are copied
// from), category trees of three storefronts, and the us navigation. Names come in every content
// language where the storefront sells in them; a few are left untranslated (what "translate"
// fills), a few categories hidden, so every state shows. Only into empty tables.

// English → es, de, it, fr, pt, ar
const WORDS: Record<string, [string, string, string, string, string, string]> = {
  Baby: ["Bebé", "Baby", "Neonato", "Bébé", "Bebê", "رضيع"],
  Girls: ["Niñas", "Mädchen", "Bambina", "Fille", "Meninas", "بنات"],
  Boys: ["Niños", "Jungen", "Bambino", "Garçon", "Meninos", "أولاد"],
  "Family Matching": [
    "Conjuntos familiares",
    "Familien-Partnerlook",
    "Coordinati famiglia",
    "Tenues assorties famille",
    "Combinando em família",
    "ملابس عائلية متطابقة",
  ],
  Shoes: ["Zapatos", "Schuhe", "Scarpe", "Chaussures", "Sapatos", "أحذية"],
  Dresses: ["Vestidos", "Kleider", "Abiti", "Robes", "Vestidos", "فساتين"],
  "Tops & Tees": [
    "Tops y camisetas",
    "Oberteile & T-Shirts",
    "Top e magliette",
    "Hauts et t-shirts",
    "Blusas e camisetas",
    "بلوزات وتيشيرتات",
  ],
  Bottoms: ["Pantalones", "Hosen", "Pantaloni", "Bas", "Calças", "سراويل"],
  Sets: ["Conjuntos", "Sets", "Completi", "Ensembles", "Conjuntos", "أطقم"],
  Rompers: ["Peleles", "Strampler", "Tutine", "Barboteuses", "Macacões", "أفرولات"],
  Bodysuits: ["Bodies", "Bodys", "Body", "Bodies", "Bodies", "بدلات جسم"],
  Sleepwear: ["Pijamas", "Nachtwäsche", "Pigiami", "Pyjamas", "Pijamas", "ملابس نوم"],
  Swimwear: ["Bañadores", "Bademode", "Costumi da bagno", "Maillots de bain", "Moda praia", "ملابس سباحة"],
  "Mommy and Me": ["Mamá y yo", "Mama und ich", "Mamma e io", "Maman et moi", "Mamãe e eu", "أنا وأمي"],
  "Daddy and Me": ["Papá y yo", "Papa und ich", "Papà e io", "Papa et moi", "Papai e eu", "أنا وأبي"],
  Sneakers: ["Zapatillas", "Sneaker", "Sneakers", "Baskets", "Tênis", "أحذية رياضية"],
  Sandals: ["Sandalias", "Sandalen", "Sandali", "Sandales", "Sandálias", "صنادل"],
  "Party Dresses": ["Vestidos de fiesta", "Festkleider", "Abiti da festa", "Robes de fête", "Vestidos de festa", "فساتين حفلات"],
  "Casual Dresses": ["Vestidos informales", "Freizeitkleider", "Abiti casual", "Robes décontractées", "Vestidos casuais", "فساتين كاجوال"],
  "T-Shirts": ["Camisetas", "T-Shirts", "Magliette", "T-shirts", "Camisetas", "تيشيرتات"],
  Jeans: ["Vaqueros", "Jeans", "Jeans", "Jeans", "Jeans", "جينز"],
  Shorts: ["Pantalones cortos", "Shorts", "Pantaloncini", "Shorts", "Shorts", "شورتات"],
  Pajamas: ["Pijamas", "Schlafanzüge", "Pigiami", "Pyjamas", "Pijamas", "بيجامات"],
  Sale: ["Rebajas", "Sale", "Saldi", "Soldes", "Promoção", "تخفيضات"],
  "New In": ["Novedades", "Neuheiten", "Novità", "Nouveautés", "Novidades", "وصل حديثاً"],
};
const LANGS = ["es", "de", "it", "fr", "pt", "ar"];
const namesOf = (en: string, langs = LANGS) =>
  Object.fromEntries(LANGS.map((l, i) => [l, WORDS[en]?.[i]]).filter(([l, v]) => v && langs.includes(l as string)));

/** A tree as data: [English name, children] (a "!" prefix: hidden). */
type Node = [string, Node[]?];

const PLATFORM: Node[] = [
  ["Baby", [["Rompers"], ["Bodysuits"], ["Sets"], ["Sleepwear", [["Pajamas"]]]]],
  [
    "Girls",
    [
      ["Dresses", [["Party Dresses"], ["Casual Dresses"]]],
      ["Tops & Tees", [["T-Shirts"]]],
      ["Bottoms", [["Jeans"], ["Shorts"]]],
      ["Swimwear"],
    ],
  ],
  ["Boys", [["Tops & Tees", [["T-Shirts"]]], ["Bottoms", [["Jeans"], ["Shorts"]]], ["Sets"], ["Sleepwear"]]],
  ["Family Matching", [["Mommy and Me"], ["Daddy and Me"], ["Pajamas"]]],
  ["Shoes", [["Sneakers"], ["Sandals"]]],
];

const SITE_TREES: { site: string; langs: string[]; tree: Node[] }[] = [
  {
    site: "us",
    langs: ["es"],
    tree: [
      ["New In"],
      ["Baby", [["Rompers"], ["Bodysuits"], ["!Sleepwear", [["Pajamas"]]]]],
      ["Girls", [["Dresses", [["Party Dresses"], ["Casual Dresses"]]], ["Tops & Tees"], ["Swimwear"]]],
      [
        "Boys",
        [
          ["Tops & Tees", [["T-Shirts"]]],
          ["Bottoms", [["Jeans"], ["Shorts"]]],
        ],
      ],
      ["Family Matching", [["Mommy and Me"], ["Daddy and Me"]]],
      ["!Sale"],
    ],
  },
  {
    site: "uk",
    langs: [],
    tree: [
      ["Baby", [["Rompers"], ["Sets"]]],
      ["Girls", [["Dresses"], ["Swimwear"]]],
      ["Shoes", [["Sneakers"], ["Sandals"]]],
    ],
  },
  // German names on the de storefront; "Sale" is left untranslated for the translate button
  { site: "de", langs: ["de"], tree: [["Baby", [["Bodysuits"]]], ["Girls", [["Dresses"]]], ["Sale"]] },
  {
    site: "eur",
    langs: ["es", "de", "it", "fr", "pt"],
    tree: [
      ["Girls", [["Dresses"], ["Bottoms"]]],
      ["Boys", [["Sets"]]],
    ],
  },
];

async function insertTree(
  q: Queryable,
  table: "categories" | "mall_categories",
  nodes: Node[],
  site: string | null,
  langs: string[],
  parent: { id: number; path: string; level: number } | null,
) {
  for (const [i, [raw, children]] of nodes.entries()) {
    const hidden = raw.startsWith("!");
    const name = raw.replace(/^!/, "");
    const level = (parent?.level ?? 0) + 1;
    const cols = table === "categories" ? ", site_abbr, is_show, updated_by, url_slug, seo_title" : "";
    const slug = name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const [row] = await q.query<{ id: number; path: string }>(
      `with n as (select nextval(pg_get_serial_sequence('${table}', 'id')) as id)
       insert into ${table} (id, parent_id, level, path, name, names, sort${cols})
       select n.id, $1, $2, $3 || n.id || '/', $4, $5, $6${table === "categories" ? ", $7, $8, 'seed', $9, $10" : ""} from n returning id, path`,
      [
        parent?.id ?? null,
        level,
        parent?.path ?? "",
        name,
        JSON.stringify(namesOf(name, langs)),
        (i + 1) * 10,
        ...(table === "categories" ? [site, !hidden, level === 1 ? slug : null, level === 1 ? `${name} for kids and families` : ""] : []),
      ],
    );
    if (children) await insertTree(q, table, children, site, langs, { id: row.id, path: row.path, level });
  }
}

export async function seedCategories(q: Queryable): Promise<void> {
  const [{ n: mall }] = await q.query<{ n: number }>("select count(*)::int as n from mall_categories");
  if (!mall) await insertTree(q, "mall_categories", PLATFORM, null, LANGS, null);
  const [{ n: cats }] = await q.query<{ n: number }>("select count(*)::int as n from categories");
  if (!cats) for (const t of SITE_TREES) await insertTree(q, "categories", t.tree, t.site, t.langs, null);
  const [{ n: navs }] = await q.query<{ n: number }>("select count(*)::int as n from navigations");
  if (!navs) {
    // the us storefront's top bar: two categories with their second level, and a sale link
    await q.query(
      `insert into navigations (site_abbr, level, name, names, category_id, sort, updated_by)
       select site_abbr, 1, name, names, id, sort, 'seed' from categories where site_abbr = 'us' and parent_id is null and name in ('Girls', 'Boys')`,
    );
    await q.query(
      `insert into navigations (site_abbr, parent_id, level, name, names, category_id, sort, is_show, updated_by)
       select c.site_abbr, n.id, 2, c.name, c.names, c.id, c.sort, c.name <> 'Swimwear', 'seed'
         from navigations n join categories c on c.parent_id = n.category_id where n.site_abbr = 'us'`,
    );
    await q.query(
      `insert into navigations (site_abbr, level, name, names, link_url, sort, is_show, updated_by) values
        ('us', 1, 'Back to School', '{}', '/activity/back-to-school', 90, true, 'seed'),
        ('us', 1, 'Black Friday', '{}', '/activity/black-friday', 95, false, 'seed')`,
    );
  }
}

// The demo products' categories on the us storefront, by the garment their name ends with; the
// other garments (hoodies, jackets, leggings…) are left without one, as new products are.
const GARMENT_CATEGORY: [string, string][] = [
  ["Romper", "Rompers"],
  ["Bodysuit", "Bodysuits"],
  ["Dress", "Casual Dresses"],
  ["Pajamas Set", "Pajamas"],
  ["T-shirt", "T-Shirts"],
  ["Shorts Set", "Shorts"],
  ["Swimsuit", "Swimwear"],
];

/** Puts the demo products into us categories, once both exist and none has one yet. */
export async function seedProductCategories(q: Queryable): Promise<void> {
  const [{ products, placed }] = await q.query<{ products: number; placed: number }>(
    "select count(*)::int as products, count(category_id)::int as placed from products where created_by = 'seed'",
  );
  if (!products || placed) return;
  for (const [garment, category] of GARMENT_CATEGORY) {
    await q.query(
      `update products set category_id = (select id from categories where site_abbr = 'us' and name = $2 order by level desc, id limit 1)
        where created_by = 'seed' and name like '% ' || $1`,
      [garment, category],
    );
  }
}
