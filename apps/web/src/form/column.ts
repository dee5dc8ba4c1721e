import { makeStyles } from '@fluentui/react-components';

// A form reads best in one narrow column; an items table alone takes the width its columns need.
export const useFormColumn = makeStyles({ narrow: { maxWidth: '640px' } });
