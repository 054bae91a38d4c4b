import { pictureEndpoints } from "./pictures";
import { specialOfferEndpoints } from "./special-offer";
import { specialOfferProductEndpoints } from "./special-offer-products";

// Activity › special offers, rankings, exclusive offers, categories, dashboard and labels (issue 11).
export const offersEndpoints = [...specialOfferEndpoints, ...specialOfferProductEndpoints, ...pictureEndpoints];
