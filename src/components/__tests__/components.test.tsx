// The shared components' tests, in one file so that jest loads antd and React once for all of them
// (a few seconds per test file); each part keeps its own file beside its component.
import '../form/__tests__/FormDialog.cases';
import '../form/__tests__/fields.cases';
import '../form/__tests__/requiredSelect.cases';
import '../table/__tests__/ListTable.cases';
import '../table/__tests__/PagedTable.cases';
import './Screen.cases';
import './lazyDialog.cases';

jest.setTimeout(60_000);
