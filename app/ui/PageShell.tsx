import { Link } from "@remix-run/react";
import { BlockStack } from "@shopify/polaris/build/esm/components/BlockStack/BlockStack.js";
import { Box } from "@shopify/polaris/build/esm/components/Box/Box.js";
import { Button } from "@shopify/polaris/build/esm/components/Button/Button.js";
import { InlineStack } from "@shopify/polaris/build/esm/components/InlineStack/InlineStack.js";
import { Text } from "@shopify/polaris/build/esm/components/Text/Text.js";
import type { ReactNode } from "react";

/**
 * A page: heading, optional subtitle and actions, then content — laid out like Polaris' Page.
 * Polaris' Page header pulls pagination, breadcrumbs and the action roll-up menu into every
 * screen's first load; the console's headers need none of them.
 */
export function PageShell({
  title,
  subtitle,
  primaryAction,
  secondaryAction,
  narrow,
  children,
}: {
  title?: string;
  subtitle?: string;
  primaryAction?: { content: string; url: string };
  secondaryAction?: { content: string; url: string };
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={narrow ? "console-page narrow" : "console-page"}>
      <BlockStack gap="400">
        {title ? (
          <Box paddingBlockStart="600" paddingBlockEnd="200">
            <InlineStack align="space-between" blockAlign="center" gap="400">
              <BlockStack gap="100">
                <Text as="h1" variant="headingLg">{title}</Text>
                {subtitle ? <Text as="p" tone="subdued">{subtitle}</Text> : null}
              </BlockStack>
              <InlineStack gap="300" blockAlign="center">
                {secondaryAction ? <Link to={secondaryAction.url}>{secondaryAction.content}</Link> : null}
                {primaryAction ? (
                  <Button variant="primary" url={primaryAction.url}>
                    {primaryAction.content}
                  </Button>
                ) : null}
              </InlineStack>
            </InlineStack>
          </Box>
        ) : null}
        {children}
      </BlockStack>
    </div>
  );
}
