import { createPortal } from "react-dom";

/**
 * The unsaved-changes bar over the top bar, in the look of Polaris' contextual save bar
 * (ui/shell/shell.css): a warning, the message, Discard and Save. It only ever shows after an edit in the browser, so it is portalled to
 * the body as its own named region (not content outside every landmark).
 */
export function SaveBar({
  message,
  saveLabel,
  discardLabel,
  saving,
  onSave,
  onDiscard,
}: {
  message: string;
  saveLabel: string;
  discardLabel: string;
  saving: boolean;
  onSave(): void;
  onDiscard(): void;
}) {
  return createPortal(
    <div className="console-savebar" role="region" aria-label={message}>
      <div className="console-savebar-bar">
        <div className="console-savebar-contents">
          <div className="console-savebar-message">
            <span className="console-icon">
              <svg viewBox="0 0 20 20" focusable="false" aria-hidden="true">
                <path d="M10 6.75a.75.75 0 0 1 .75.75v3.5a.75.75 0 1 1-1.5 0v-3.5a.75.75 0 0 1 .75-.75Z" />
                <path d="M11 13.5a1 1 0 1 1-2 0 1 1 0 0 1 2 0Z" />
                <path
                  fillRule="evenodd"
                  d="M10 3.5c-1.045 0-1.784.702-2.152 1.447a449.26 449.26 0 0 1-2.005 3.847l-.028.052a403.426 403.426 0 0 0-2.008 3.856c-.372.752-.478 1.75.093 2.614.57.863 1.542 1.184 2.464 1.184h7.272c.922 0 1.895-.32 2.464-1.184.57-.864.465-1.862.093-2.614-.21-.424-1.113-2.147-2.004-3.847l-.032-.061a429.497 429.497 0 0 1-2.005-3.847c-.368-.745-1.107-1.447-2.152-1.447Zm-.808 2.112c.404-.816 1.212-.816 1.616 0 .202.409 1.112 2.145 2.022 3.88a418.904 418.904 0 0 1 2.018 3.875c.404.817 0 1.633-1.212 1.633h-7.272c-1.212 0-1.617-.816-1.212-1.633.202-.408 1.113-2.147 2.023-3.883a421.932 421.932 0 0 0 2.017-3.872Z"
                />
              </svg>
            </span>
            <h2>{message}</h2>
          </div>
          <div className="console-savebar-actions">
            <button type="button" className="console-savebar-discard" onClick={onDiscard}>
              {discardLabel}
            </button>
            <button type="button" className="console-savebar-save" onClick={onSave} disabled={saving} aria-busy={saving || undefined}>
              {saveLabel}
            </button>
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
