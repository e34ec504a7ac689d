/** What a reader sees of an e-mail's HTML: its text, tags left out and entities read. */
export const htmlText = (html: string) =>
  html
    .replace(/<(style|title)>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
