import { Link } from '@fluentui/react-components';

// Only web addresses become links: a tutorial's video or document is named by its address in the
// text (the contract keeps one file per tutorial), and nothing else in a text may run as a link.
const URL = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/g;

// A long text with its web addresses as links that open in a new tab, its line breaks kept.
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(URL);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder.
          <Link key={index} href={part} target="_blank" rel="noopener noreferrer" inline>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
