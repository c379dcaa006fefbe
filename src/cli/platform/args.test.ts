import { describe, expect, it } from 'vitest';
import { parsePlatformArgs, UsageError } from './args';

const pathParams = ['id', 'testId', 'runId', 'userId', 'provider'];
const parse = (...argv: string[]) => parsePlatformArgs(argv, pathParams);

describe('parsePlatformArgs', () => {
  it('reads the group, the operation and the path parameters by their flag names', () => {
    expect(parse('test-suite-run', 'get', '--id', 'suite-1', '--run-id', 'run-2')).toEqual({
      kind: 'call',
      group: 'test-suite-run',
      operation: 'get',
      pathValues: { id: 'suite-1', runId: 'run-2' },
      query: {},
      form: {},
    });
  });

  it('collects repeated --query and --form pairs, a repeated key as a list', () => {
    const args = parse(
      'call',
      'list',
      '--query',
      'limit=5',
      '--query',
      'id=a',
      '--query',
      'id=b=c',
      '--form',
      'x=1',
    );

    expect(args).toMatchObject({ query: { limit: '5', id: ['a', 'b=c'] }, form: { x: '1' } });
  });

  it('takes --body as a file path or - for stdin', () => {
    expect(parse('call', 'create', '--body', 'call.json')).toMatchObject({ body: 'call.json' });
    expect(parse('call', 'create', '--body', '-')).toMatchObject({ body: '-' });
  });

  it('asks for help with no group, --help, -h, or a group alone', () => {
    expect(parse()).toEqual({ kind: 'help' });
    expect(parse('--help')).toEqual({ kind: 'help' });
    expect(parse('org', '-h')).toEqual({ kind: 'help', group: 'org' });
    expect(parse('org')).toEqual({ kind: 'help', group: 'org' });
  });

  it.each([
    [['call', 'get', '--callid', 'x'], /Unknown option '--callid'/],
    [['call', 'list', '--query', 'limit'], /--query takes key=value, not "limit"/],
    [['call', 'list', '--query', '=5'], /--query takes key=value/],
    [['call', 'get', 'extra'], /unexpected argument: extra/],
    [['call', 'create', '--body'], /argument missing/],
  ])('rejects %j', (argv, message) => {
    expect(() => parse(...argv)).toThrow(UsageError);
    expect(() => parse(...argv)).toThrow(message);
  });
});
