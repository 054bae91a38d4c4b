// ?id=<id>: the offer, its products and its change log
export { SpecialOfferDetail as default } from "~/features/activity/offers/special-offer-detail";
export { detailLoader as loader, detailAction as action } from "~/features/activity/offers/special-offer-detail.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
