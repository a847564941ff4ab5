import * as styles from './pages.css';

/**
 * A text of the catalogue with a document number in it ('Quote Q-500100'), the number kept on one line: a
 * narrow screen breaks the text between words, never at the number's hyphen ('Q-' / '500100'). What is read
 * and copied stays the text as written.
 */
export function NumberInText({ text, number }: { text: string; number: string }) {
  const at = number === '' ? -1 : text.indexOf(number);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className={styles.noWrap}>{number}</span>
      {text.slice(at + number.length)}
    </>
  );
}
