import { lifecycle } from "../../lib/lifecycle";
import { defineKind } from "./kind";

/**
 * The hot words' lifecycle (spec section 4: publish, up, down, batch sort): a new word waits as a draft;
 * publish puts it up in the search box's suggestions; down takes it off and up puts it back. Batch sort
 * is not a state change: it orders one site and language's words (server/modules/resource/hot-words.ts).
 */
export const HOT_WORD_LIFECYCLE = lifecycle({
  field: "status",
  states: {
    draft: { value: "draft", label: "hotWord.state.draft", tone: "attention" },
    up: { value: "up", label: "hotWord.state.up", tone: "success" },
    down: { value: "down", label: "hotWord.state.down" },
  },
  transitions: {
    publish: { from: ["draft"], to: "up", label: "hotWord.publish", done: "hotWord.toast.published" },
    down: { from: ["up"], to: "down", label: "hotWord.down", done: "hotWord.toast.down", tone: "critical" },
    up: { from: ["down"], to: "up", label: "hotWord.up", done: "hotWord.toast.up", tone: "success" },
  },
});

/**
 * The search box's hot words (spec: /resource/hotWord/setting, search/keyword/config/*): a word per site
 * and language, optionally highlighted, where tapping it leads (1 "no jump" searches the word itself),
 * when it shows (US West days) and its place in the row (position: set by batch sort, a new word last).
 */
export const hotWordKind = defineKind({
  entity: "hot_word",
  noun: { en: "Hot word", zh: "热词" },
  route: "hot-word-setting",
  formRoute: "hot-word-edit",
  table: "hot_words",
  lifecycle: HOT_WORD_LIFECYCLE,
  api: {
    list: "/api/search/keyword/config/paginate",
    one: "/api/search/keyword/config",
    show: "/api/search/keyword/config/show/{id}",
    status: "/api/search/keyword/config",
    transitions: "each",
    log: "/api/search/keyword/config_log/paginate",
  },
  order: "site, language, position, id",
  text: {
    create: "hotWord.create",
    createTitle: "hotWord.createTitle",
    editTitle: "hotWord.editTitle",
    label: "hotWord.word",
    kind: "hotWord.kindPlural",
  },
  fields: {
    word: { kind: "text", label: "hotWord.word", max: 30, list: { sort: true }, filter: "contains" },
    site: { kind: "site", label: "common.site", list: true, filter: "equals", row: 1 },
    language: { kind: "language", label: "kind.language", list: true, filter: "equals", row: 1 },
    highlight: { kind: "checkbox", label: "hotWord.highlight", list: true },
    link: { kind: "redirection", label: "kind.redirection.type", list: true, row: 2 },
    schedule: { kind: "schedule", label: "kind.schedule", list: { sort: true }, row: 3 },
    position: { kind: "number", label: "hotWord.position", int: true, min: 1, max: 100, derived: true, list: { sort: true } },
  },
});
