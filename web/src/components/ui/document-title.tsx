const APP_NAME = 'School Supply Box';

/** Sets the browser tab title (React 19 hoists <title> into the document head). */
export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${APP_NAME}` : APP_NAME}</title>;
}
