import { parseSupportSearch } from './support-search.js';

describe('parseSupportSearch: what a support person pasted', () => {
  it.each([
    ['0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70', { kind: 'appointmentId', value: '0b6f5c1e-7d0a-4a43-9a5e-2b3c4d5e6f70' }],
    ['https://book.example.com/m/c/fiRPN8veMlaVKJ8VbjZ-iDfZwpcG5B-O', { kind: 'token', value: 'fiRPN8veMlaVKJ8VbjZ-iDfZwpcG5B-O' }],
    ['/m/c/fiRPN8veMlaVKJ8VbjZ-iDfZwpcG5B-O?x=1', { kind: 'token', value: 'fiRPN8veMlaVKJ8VbjZ-iDfZwpcG5B-O' }],
    ['fiRPN8veMlaVKJ8VbjZ-iDfZwpcG5B-O', { kind: 'token', value: 'fiRPN8veMlaVKJ8VbjZ-iDfZwpcG5B-O' }],
    [' Jordan@Example.com ', { kind: 'email', value: 'jordan@example.com' }],
    ['(212) 555-0101', { kind: 'phone', value: '+12125550101' }],
    ['+1 212 555 0101', { kind: 'phone', value: '+12125550101' }],
    ['maya-chen-massage', { kind: 'practice', value: 'maya-chen-massage' }],
    ['Maya Chen Massage', { kind: 'practice', value: 'maya chen massage' }],
  ])('%s', (text, key) => {
    expect(parseSupportSearch(text)).toEqual(key);
  });

  it('does not search for nothing', () => {
    expect(parseSupportSearch(' ')).toBeNull();
    expect(parseSupportSearch('a')).toBeNull();
    expect(parseSupportSearch('x'.repeat(501))).toBeNull();
  });
});
