/** The public check of a diploma or certificate (/weryfikacja/{kod}). */
export const verification = {
  title: 'Weryfikacja dokumentu',
  lead: 'Sprawdź, czy dyplom lub certyfikat Leśnego Wyzwania jest prawdziwy: wpisz kod wydrukowany na dokumencie albo zeskanuj jego kod QR.',
  code: 'Kod dokumentu',
  codePlaceholder: 'np. ABCD-EFGH-JKMN',
  check: 'Sprawdź',
  notFound: 'Nie ma dokumentu o tym kodzie.',
  loadError: 'Nie udało się sprawdzić dokumentu.',
  kind: {
    diploma: 'Dyplom',
    certificate: 'Certyfikat',
  },
  current: 'Dokument aktualny',
  currentText: 'To jest prawdziwy i aktualny dokument Leśnego Wyzwania.',
  replaced: 'Dokument zastąpiony nowszym',
  replacedText: 'Ten dokument był prawdziwy, ale później wydano nowszą wersję (np. po zmianie nazwy).',
  facts: {
    name: 'Na dokumencie',
    company: 'Firma',
    event: 'Wydarzenie',
    km: 'Kilometry',
    trees: 'Drzewa',
    issuedAt: 'Data wydania',
    code: 'Kod',
  },
};
