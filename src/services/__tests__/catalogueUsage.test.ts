import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyseCatalogueUsage, type Usage } from '../../../tests/utils/catalogueUsage';
import { allEndpoints } from '../endpoints';

// One TypeScript program over src per analysis: slow on a busy machine, so generous limits.
jest.setTimeout(300_000);

const byKey = (usages: Usage[]) => new Map(usages.map((u) => [u.key, u]));
const read = (path: string) => readFileSync(resolve(__dirname, '../../..', path), 'utf8');

describe('every catalogue entry is called from a screen', () => {
  let usages: Usage[];
  beforeAll(() => {
    usages = analyseCatalogueUsage();
  });

  it('finds each entry of the catalogue, and only those', () => {
    expect(usages.map((u) => u.key)).toEqual(allEndpoints.map((e) => e.key));
  });

  it('has, for every entry, a service function that sends it and a model or screen that uses that function', () => {
    const unreached = usages.filter((u) => !u.senders.length || !u.users.length);
    expect(unreached).toEqual([]);
  });

  it('names the model or screen that uses each of these calls', () => {
    const map = byKey(usages);
    expect(map.get('training.isOpen')?.users).toContain('stores/trainManage.ts');
    expect(map.get('training.record')?.users).toContain('stores/trainManage.ts');
    expect(map.get('class.removeBatch')?.users).toEqual(['stores/class.ts']);
    expect(map.get('gm.companyInject')?.users).toEqual(['stores/train.ts']);
    expect(map.get('student.getPostId')?.users).toEqual(['stores/train.ts']);
    expect(map.get('menu.checkMenuIsOpen')?.users).toEqual(['stores/menu.ts']);
    for (const key of [
      'training.getPlatformConstruction',
      'training.getPDCA',
      'training.getCountScore',
      'training.getTeacherGroupNum',
      'training.getDetailList',
      'training.checkInformation',
      'training.getNetWorkList',
      'student.list',
    ])
      expect({ key, users: map.get(key)?.users }).toEqual({ key, users: ['stores/trainInfo.ts'] });
  });

  it('notices a removed usage: a direct call, and a service looked up by name', () => {
    const manage = read('src/stores/trainManage.ts');
    const menu = read('src/stores/menu.ts');
    expect(manage).toContain('call(trainingService.record)');
    expect(menu).toContain("suspend: control('suspend'),");
    const changed = byKey(
      analyseCatalogueUsage({
        'src/stores/trainManage.ts': manage.replace('call(trainingService.record)', 'call(trainingService.list)'),
        'src/stores/menu.ts': menu.replace("suspend: control('suspend'),", ''),
      }),
    );
    expect(changed.get('training.record')).toMatchObject({ senders: ['services/training.ts#record'], users: [] });
    expect(changed.get('menu.suspend')?.users).toEqual([]);
    // What the changes did not touch is still found.
    expect(changed.get('menu.restore')?.users).toEqual(['stores/menu.ts']);
    expect(changed.get('training.isOpen')?.users).toEqual(['stores/trainManage.ts']);
  });
});
