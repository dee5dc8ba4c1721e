import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Attach20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages as m } from './messages';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  hidden: { display: 'none' },
});

type Props = {
  label: string;
  multiple?: boolean;
  // The extensions the dialog offers first ('.xlsx', '.csv,.gz').
  accept?: string;
  onFiles: (files: File[]) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
};

// The browser's own picker speaks the browser's language ('Choose File'); this button and the
// chosen names speak the user's. The native input stays for the file dialog itself.
export function FilePicker({ label, multiple = false, accept, onFiles, id, invalid, describedBy }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);
  return (
    <div className={styles.row}>
      <Button
        id={id}
        icon={<Attach20Regular />}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <Text>{names.length ? names.join(', ') : intl.formatMessage(m.noFileChosen)}</Text>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        multiple={multiple}
        accept={accept}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          setNames(files.map((f) => f.name));
          onFiles(files);
          event.target.value = '';
        }}
      />
    </div>
  );
}
