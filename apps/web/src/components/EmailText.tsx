// An e-mail address in a narrow cell breaks before its @ and nowhere else (never mid-word, as
// overflow-wrap: anywhere would); <bdi> keeps its own direction inside an Arabic page.
export function EmailText({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at <= 0) return <bdi>{text}</bdi>;
  return (
    <bdi title={text}>
      {text.slice(0, at)}
      <wbr />
      {text.slice(at)}
    </bdi>
  );
}
