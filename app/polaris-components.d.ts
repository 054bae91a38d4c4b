// Polaris components are imported by their own files, not through the package's index: the index
// re-exports every component, and esbuild then puts every component any route uses into the chunk
// every page loads (issue 8, first-load JavaScript). These declarations give the files the types
// the package publishes for its index.
declare module "@shopify/polaris/build/esm/components/AppProvider/AppProvider.js" {
  export { AppProvider } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/Badge/Badge.js" {
  export { Badge } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/Banner/Banner.js" {
  export { Banner } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/BlockStack/BlockStack.js" {
  export { BlockStack } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/Box/Box.js" {
  export { Box } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/Button/Button.js" {
  export { Button } from "@shopify/polaris";
}
// ui/Card.tsx gives what it wraps the context Polaris' Card gives (a Banner inside draws as within content)
declare module "@shopify/polaris/build/esm/utilities/within-content-context.js" {
  import type { Context } from "react";
  export const WithinContentContext: Context<boolean>;
}
declare module "@shopify/polaris/build/esm/components/Checkbox/Checkbox.js" {
  export { Checkbox } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/DatePicker/DatePicker.js" {
  export { DatePicker } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/FormLayout/FormLayout.js" {
  export { FormLayout } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/InlineGrid/InlineGrid.js" {
  export { InlineGrid } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/InlineStack/InlineStack.js" {
  export { InlineStack } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/Layout/Layout.js" {
  export { Layout } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/ProgressBar/ProgressBar.js" {
  export { ProgressBar } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/Select/Select.js" {
  export { Select } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/Text/Text.js" {
  export { Text } from "@shopify/polaris";
}
declare module "@shopify/polaris/build/esm/components/TextField/TextField.js" {
  export { TextField } from "@shopify/polaris";
}
