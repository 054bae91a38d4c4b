import { Link } from "@remix-run/react";
import type { AppProviderProps } from "@shopify/polaris";

type LinkLikeComponentProps = React.ComponentProps<NonNullable<AppProviderProps["linkComponent"]>>;

// Spec: a target starting with http or https is a plain external anchor (new tab by default);
// anything else is an in-app link.
export function AppLink({ url, children, external, target, ...rest }: LinkLikeComponentProps) {
  if (/^https?:\/\//.test(url) || external) {
    return (
      <a href={url} target={target ?? "_blank"} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={url} target={target} {...(rest as Record<string, unknown>)}>
      {children}
    </Link>
  );
}
