// The few Polaris icons the shell draws (their paths from @shopify/polaris-icons), inline so the
// shell needs no icon component.
export function CloseIcon() {
  return (
    <span className="console-icon">
      <svg viewBox="0 0 20 20" focusable="false" aria-hidden="true">
        <path d="M13.97 15.03a.75.75 0 1 0 1.06-1.06l-3.97-3.97 3.97-3.97a.75.75 0 0 0-1.06-1.06l-3.97 3.97-3.97-3.97a.75.75 0 0 0-1.06 1.06l3.97 3.97-3.97 3.97a.75.75 0 1 0 1.06 1.06l3.97-3.97 3.97 3.97Z" />
      </svg>
    </span>
  );
}
