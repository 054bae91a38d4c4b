// ?type=create: a new offer; ?type=edit&id=<id>: that offer's settings
export { SpecialOfferForm as default } from "~/features/activity/offers/special-offer-form";
export { formLoader as loader, formAction as action } from "~/features/activity/offers/special-offer-form.server";
export { ErrorBoundary, shouldRevalidate } from "~/features/resource/route";
