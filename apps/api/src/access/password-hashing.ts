import argon2 from 'argon2';

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

// Verifying against this when the e-mail is unknown keeps the answer's timing the same.
const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$4m8wOh1G5UuHtEw+/3zg3g$qxjDLF3NDfl9xfs2H3215MN4Sm7kF9PO10wNwXG4BrQ';

export const verifyPassword = async (hash: string | null, password: string): Promise<boolean> => {
  try {
    const ok = await argon2.verify(hash ?? DUMMY_HASH, password);
    return ok && hash !== null;
  } catch {
    return false;
  }
};
