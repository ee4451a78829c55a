/**
 * The most common passwords of public breach lists, lower-cased, plus the local favourites of the
 * markets served (cricket, deities, country names). Registration and password changes refuse them
 * even when they fit the password pattern. The demo accounts' own passwords (Demo@1234,
 * Agent@1234, Expired@1234) are left out on purpose so the seeded accounts stay usable.
 */
const LIST = `
  123456 123456789 12345678 12345 1234567 1234567890 1234 123 12345678910 123123 123321 1234561 654321 987654321 9876543210
  111111 000000 00000000 1111111 11111111 222222 333333 444444 555555 666666 777777 888888 999999 121212 112233 123654 147258
  147258369 159753 159357 789456 789456123 741852963 963852741 102030 123qwe qwe123 1q2w3e 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
  zaq12wsx zaq1zaq1 qazwsx qwerty qwerty1 qwerty12 qwerty123 qwertyuiop qwert asdf asdfgh asdfghjkl asdf1234 zxcvbn zxcvbnm
  azerty password password1 password12 password123 password1234 password@123 password@1 password! passw0rd p@ssw0rd p@ssword
  pass pass123 pass1234 pass@123 passpass admin admin1 admin12 admin123 admin1234 admin@123 administrator root root123 toor
  test test1 test123 test1234 testing guest guest123 user user123 demo demo123 welcome welcome1 welcome123 welcome@123 letmein
  letmein1 login abc123 abc1234 abc12345 abcd1234 abcdef abcdefg abcdefgh abc@123 a123456 a12345678 aa123456 aaaaaa aaaaaaaa
  1a2b3c iloveyou iloveyou1 iloveu loveyou lovely love love123 love@123 loveme monkey monkey1 dragon dragon1 master master123
  shadow sunshine princess princess1 football football1 baseball basketball soccer hockey batman superman spiderman pokemon
  starwars trustno1 whatever freedom hello hello123 hello@123 hellohello charlie michael jordan jordan23 jennifer jessica
  ashley daniel thomas robert andrew joshua hunter hunter2 ranger buster tigger ginger killer cheese cookie chocolate summer
  winter flower computer internet secret secret123 samsung samsung123 nokia apple apple123 google google123 facebook youtube
  microsoft mustang ferrari harley corvette qwerty@123 qwer1234 q1w2e3r4 q1w2e3r4t5 q1w2e3 zxcv1234 changeme changeme123
  default nothing anything something mypassword mypass myspace friends family family123 money money123 lucky lucky7 lucky123
  happy happy123 sweety angel angel123 baby babygirl babyboy mylove india india123 india@123 nepal nepal123 nepal@123
  kathmandu bangladesh pakistan pakistan123 krishna ganesh shiva sairam omsairam jaishreeram bharat hanuman cricket cricket123
  virat sachin dhoni dhoni07 gaming gamer game123 casino casino123 bet365 poker poker123 jackpot winner winner123 1qaz@wsx
  qwerty1234 123abc 123456a 123456q 123456789a 12345a 12345qwert 1234qwer 1234abcd 11223344 12341234 12344321 123454321 1212
  121212a 7777777 5555555 99999999 88888888 1234567a 11111 22222222 qwertyu superstar rockstar blink182 linkinpark metallica
  liverpool chelsea arsenal manchester barcelona realmadrid juventus zxcvbnm123 asdasd asdasd123 qweqwe qweasd qweasdzxc
  1qazxsw2 asd123 zxc123 aaa111 abc123456 password2 password11 welcome2 summer2024 winter2024 spring2024 autumn2024 2024 2023
  2025 india2024 nepal2024 iloveyou2 loveyou2 jesus jesus1 god123 christ heaven michelle nicole hannah amanda matthew anthony
  justin william 696969 6969 131313 101010 202020 212121 252525 1122334455 a1b2c3 a1b2c3d4 1a2s3d4f qazwsxedc letmein123
  access access123 master1 login123 system system123 server oracle mysql database
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.trim().split(/\s+/));

/** Case-insensitive, since "Password1" is as easily guessed as "password1". */
export const isCommonPassword = (pw: string): boolean => COMMON_PASSWORDS.has(pw.toLowerCase());
