/** The demo customers the load test logs in as, by fødselsnummer (server/db/demo.ts). */
export const KARI = '17047012345';
export const OLA = '02029054321';
