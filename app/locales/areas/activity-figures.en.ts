// English strings of the events dashboard's business figures (issue 41 §11).
export const activityFiguresEn = {
  "stats.counts": "Events by status, site and day",
  "figures.title": "Business figures",
  "figures.intro":
    "Per event, and so per site (an event sells on one): visitors, orders, units, sales in the event's currency and conversion (orders ÷ visitors), over the US West days chosen above. Figures of a day arrive the day after.",
  "figures.event": "Event",
  "figures.kind": "Type",
  "figures.visitors": "Visitors",
  "figures.orders": "Orders",
  "figures.units": "Units",
  "figures.sales": "Sales",
  "figures.conversion": "Conversion",
  "figures.currency": "Currency",
  "figures.totals": "Totals per currency",
  "figures.byDay": "Orders per day",
  "figures.byDayDesc":
    "One column per US West day from {{from}} to {{to}}, as high as the day's orders; the table below lists each day's figures.",
  "figures.dayTable": "Figures per day, as a table",
  "figures.events": "Figures per event",
  "figures.sortNote": "Newest event first",
  "figures.chosen": "Showing the figures of {{name}} ({{site}}) only.",
  "figures.allEvents": "Show all events",
  "figures.eventGone": "The chosen event no longer exists: every event is shown.",
  "figures.empty": "No sales figures in this range: choose earlier days, or clear the site or the event.",
} as const;
