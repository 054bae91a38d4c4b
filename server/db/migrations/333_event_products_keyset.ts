// The event detail page reads its products a page at a time by keyset (event_id = $1 and id > $2
// order by id): without this index PostgreSQL walked the primary key and filtered by event, so a
// small event listed after a large one read the large one's rows too (issue 11, 10,000 products).
export const eventProductsKeyset = /* sql */ `
create index event_products_keyset on event_products (event_id, id);
`;
