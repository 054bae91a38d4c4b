import type { HelpSection } from "./constants";

/** The two trees of the same shape: where their screens and endpoints are, and who may edit them. */
export interface HelpSectionDef {
  section: HelpSection;
  route: string;
  detailRoute: string;
  /** the detail route names the entry's level in its path (spec: contact-us-detail/:level) */
  levelInPath?: true;
  key: string;
  api: string;
  /** catalog keys of the screen's own words */
  words: Record<"addTop" | "empty" | "tree" | "level" | "addBelow" | "deleteCount" | "deleted" | "formHint", string>;
}

export const HELP_SECTION: HelpSectionDef = {
  section: "help",
  route: "help-center",
  detailRoute: "help-center-detail",
  key: "help-center-all-right-btns",
  api: "help-center",
  words: {
    addTop: "help.addTop",
    empty: "help.empty",
    tree: "help.tree",
    level: "help.level",
    addBelow: "help.addBelow",
    deleteCount: "help.deleteCount",
    deleted: "help.deleted",
    formHint: "help.formHint",
  },
};
export const CONTACT_SECTION: HelpSectionDef = {
  section: "contact",
  route: "contact-us",
  detailRoute: "contact-us-detail",
  levelInPath: true,
  key: "contact-us-all-right-btns",
  api: "contact-us",
  words: {
    addTop: "contact.addTop",
    empty: "contact.empty",
    tree: "contact.tree",
    level: "contact.level",
    addBelow: "contact.addBelow",
    deleteCount: "contact.deleteCount",
    deleted: "contact.deleted",
    formHint: "contact.formHint",
  },
};
