import type { AppProviderProps } from "@shopify/polaris";
import { ENHANCE } from "./enhance";

type LinkLikeComponentProps = React.ComponentProps<NonNullable<AppProviderProps["linkComponent"]>>;

// Spec: a target starting with http or https is a plain external anchor (new tab by default);
// anything else is an in-app link (a plain anchor the layout turns into a client-side navigation).
export function AppLink({ url, children, external, target, ...rest }: LinkLikeComponentProps) {
  if (/^https?:\/\//.test(url) || external) {
    return (
      <a href={url} target={target ?? "_blank"} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={url} target={target} {...ENHANCE} {...rest}>
      {children}
    </a>
  );
}
