import { runOperatorMain } from '@groupmap/svc-kit';
import { mapRemoveCommand } from './content-commands';

// npm run map:remove -- --map <permalink or id> --by <operator> --reason "<why>"
runOperatorMain(mapRemoveCommand);
