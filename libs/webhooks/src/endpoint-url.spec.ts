import { endpointUrlProblem } from './endpoint-url';

describe('endpointUrlProblem', () => {
  it('accepts https URLs', () => {
    expect(endpointUrlProblem('https://hooks.example.com/conversions?tenant=4', false)).toBeNull();
  });

  it.each([
    ['not a url', false, 'invalid_url'],
    ['http://hooks.example.com/', false, 'insecure_url'],
    ['ftp://hooks.example.com/', true, 'insecure_url'],
    ['https://user:pass@hooks.example.com/', false, 'url_has_credentials'],
    ['https://token@hooks.example.com/', false, 'url_has_credentials'],
    ['https://hooks.example.com/#part', false, 'url_has_fragment'],
    [`https://hooks.example.com/${'a'.repeat(2030)}`, false, 'url_too_long'],
  ])('%s (http allowed: %s) is %s', (url, allowHttp, code) => {
    expect(endpointUrlProblem(url, allowHttp)?.code).toEqual(code);
  });

  it('accepts http only where the operator allows it', () => {
    expect(endpointUrlProblem('http://127.0.0.1:8080/hooks', true)).toBeNull();
  });
});
