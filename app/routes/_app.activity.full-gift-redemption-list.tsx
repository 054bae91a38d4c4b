export { SpecialOfferList as default } from "~/features/activity/offers/special-offer-list";
export { listLoader as loader, listAction as action } from "~/features/activity/offers/special-offer-list.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
