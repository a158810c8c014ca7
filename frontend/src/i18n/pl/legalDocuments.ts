export const legalDocuments = {
  lastUpdated: 'Ostatnia aktualizacja: {{date}}',
  contactHeading: 'Kontakt',
  contact: 'Pytania dotyczące tego dokumentu prosimy kierować na adres <mail>{{email}}</mail>.',
  privacy: {
    title: 'Polityka prywatności',
    intro:
      'Ta polityka wyjaśnia, jakie dane osobowe przetwarzamy w panelu i aplikacji Leśne Wyzwanie, w jakim celu, jak długo je przechowujemy i jakie prawa Ci przysługują.',
    sections: [
      {
        heading: 'Administrator danych',
        paragraphs: [
          'Administratorem Twoich danych osobowych jest organizator Leśnego Wyzwania (dalej: „Organizator”). We wszystkich sprawach dotyczących danych osobowych możesz napisać do nas na adres {{email}}.',
        ],
      },
      {
        heading: 'Jakie dane przetwarzamy',
        items: [
          'imię i nazwisko (lub pseudonim) oraz adres e-mail podane przy rejestracji;',
          'firmę, w której wydarzeniu bierzesz udział, i drużynę, jeśli do niej należysz;',
          'zapisane aktywności: datę, rodzaj, dystans i przeliczoną liczbę drzew;',
          'dane ze Stravy, jeśli połączysz konto: identyfikator sportowca, tokeny dostępu i zaimportowane aktywności;',
          'pliki z zegarka lub aplikacji, jeśli je wgrasz: zachowujemy tylko ich podsumowanie (nazwę pliku, start, czas, dystans, sport, urządzenie i skrót pliku), a sam plik i trasę usuwamy zaraz po odczytaniu, bo trasa pokazuje, gdzie bywasz;',
          'dane techniczne: logi bezpieczeństwa, np. adres IP i czas logowania.',
        ],
        paragraphs: [
          'Dane pobrane ze Stravy pokazujemy wyłącznie Tobie. Inni uczestnicy i administrator Twojej firmy widzą tylko nasz zapis aktywności (datę, rodzaj, dystans i liczbę drzew), nigdy jej tytułu, mapy ani szczegółów ze Stravy. Tokeny Stravy przechowujemy w postaci zaszyfrowanej i usuwamy po rozłączeniu konta.',
        ],
      },
      {
        heading: 'Cele i podstawy przetwarzania',
        items: [
          'prowadzenie wydarzenia: konto, zapisywanie aktywności, ranking, podsumowanie firmy, dyplomy i certyfikaty (art. 6 ust. 1 lit. b RODO – wykonanie umowy);',
          'import aktywności ze Stravy, wyłącznie po połączeniu konta przez Ciebie (art. 6 ust. 1 lit. a RODO – zgoda, którą wycofasz, rozłączając konto);',
          'wiadomości związane z kontem, np. link do zmiany hasła lub dyplom (art. 6 ust. 1 lit. b RODO);',
          'bezpieczeństwo usługi oraz ustalanie i dochodzenie roszczeń (art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes Organizatora);',
          'wypełnianie obowiązków prawnych, np. podatkowych i księgowych (art. 6 ust. 1 lit. c RODO).',
        ],
      },
      {
        heading: 'Kto ma dostęp do danych',
        paragraphs: [
          'Administrator wydarzenia w Twojej firmie widzi Twoje imię, adres e-mail i aktywności, aby prowadzić wydarzenie. Pozostali uczestnicy z Twojej firmy widzą w rankingu Twoje imię, dystans i liczbę drzew.',
          'Dane powierzamy dostawcom hostingu i poczty e-mail, którzy przetwarzają je wyłącznie na nasze polecenie. Nie sprzedajemy danych i nie używamy ich do reklam.',
        ],
      },
      {
        heading: 'Jak długo przechowujemy dane',
        paragraphs: [
          'Dane konta i aktywności przechowujemy, dopóki konto istnieje. Po usunięciu konta dane, których przechowywania wymagają przepisy prawa, przechowujemy do 5 lat, logi bezpieczeństwa do 3 lat, a kopie zapasowe do 90 dni.',
        ],
      },
      {
        heading: 'Twoje prawa',
        items: [
          'dostęp do swoich danych i otrzymanie ich kopii;',
          'sprostowanie danych – imię zmienisz też samodzielnie w panelu;',
          'usunięcie danych i konta;',
          'ograniczenie przetwarzania i przeniesienie danych;',
          'sprzeciw wobec przetwarzania opartego na prawnie uzasadnionym interesie;',
          'wycofanie zgody na import ze Stravy w dowolnym momencie;',
          'skarga do Prezesa Urzędu Ochrony Danych Osobowych.',
        ],
        paragraphs: ['Jak usunąć konto, opisujemy na stronie „Usunięcie konta”.'],
      },
      {
        heading: 'Pamięć przeglądarki',
        paragraphs: [
          'Panel nie używa plików cookie do śledzenia ani reklam. W pamięci przeglądarki zapisujemy token sesji (na stałe tylko po zaznaczeniu „Zapamiętaj mnie”) oraz wybrany język.',
        ],
      },
    ],
  },
  terms: {
    title: 'Regulamin',
    intro:
      'Regulamin określa zasady korzystania z panelu Leśne Wyzwanie, w którym pracownicy firm zapisują aktywności sportowe, a pokonane kilometry są przeliczane na drzewa do posadzenia.',
    sections: [
      {
        heading: 'Dla kogo jest usługa',
        items: [
          'Usługa jest przeznaczona wyłącznie dla przedsiębiorców (B2B). Stroną umowy z Organizatorem jest firma, która organizuje wydarzenie dla swoich pracowników i współpracowników.',
          'Uczestnicy korzystają z panelu w ramach wydarzenia swojej firmy.',
        ],
      },
      {
        heading: 'Rejestracja i konto',
        items: [
          'Rejestracja jest bezpłatna.',
          'Uczestnik zakłada konto przez link zaproszenia otrzymany od swojej firmy i akceptuje regulamin oraz politykę prywatności.',
          'Dane logowania są poufne; nie udostępniaj ich innym osobom.',
          'Konto można w każdej chwili usunąć, jak opisano na stronie „Usunięcie konta”.',
        ],
      },
      {
        heading: 'Przebieg wydarzenia',
        items: [
          'Wydarzenie trwa od daty rozpoczęcia do daty zakończenia albo do osiągnięcia limitu drzew, zgodnie z ustawieniami wybranymi przez firmę.',
          'Aktywności można zapisywać ręcznie albo importować ze Stravy. Kilometry są przeliczane na drzewa według przelicznika ustalonego dla wydarzenia.',
          'Uczestnik zapisuje wyłącznie aktywności, które naprawdę wykonał. Administrator firmy może wymagać zatwierdzania wpisów i usuwać wpisy oznaczone jako podejrzane.',
        ],
      },
      {
        heading: 'Zobowiązanie firmy',
        paragraphs: [
          'Liczba drzew zadeklarowana na koniec akcji zobowiązuje firmę do zakupu tej liczby drzew do posadzenia, na warunkach uzgodnionych z Organizatorem.',
        ],
      },
      {
        heading: 'Promocja akcji',
        paragraphs: [
          'Organizator może publicznie pokazywać nazwę firmy, jej logo i liczbę drzew posadzonych dzięki wydarzeniu, np. na swojej stronie internetowej i w mediach społecznościowych. Danych osobowych uczestników nie publikujemy.',
        ],
      },
      {
        heading: 'Odpowiedzialność',
        items: [
          'Uczestnik podejmuje aktywność sportową na własną odpowiedzialność i dostosowuje wysiłek do swojego zdrowia.',
          'Organizator dba o ciągłość działania panelu, ale może czasowo ograniczyć dostęp z powodu prac technicznych.',
        ],
      },
      {
        heading: 'Zmiany regulaminu',
        paragraphs: [
          'O zmianach regulaminu informujemy w panelu z wyprzedzeniem. Zmiany nie dotyczą trwających wydarzeń, chyba że wymagają tego przepisy prawa.',
        ],
      },
    ],
  },
  deletion: {
    title: 'Usunięcie konta',
    intro:
      'Tu opisujemy, jak usunąć konto w panelu i aplikacji mobilnej Leśne Wyzwanie oraz co dzieje się wtedy z Twoimi danymi.',
    sections: [
      {
        heading: 'Jak złożyć wniosek',
        items: [
          'Po zalogowaniu: w zakładce Moje wyniki wybierz „Usuń konto” i potwierdź.',
          'Bez logowania: podaj poniżej adres e-mail konta i potwierdź usunięcie linkiem, który na niego wyślemy.',
          'Możesz też napisać na adres {{email}} z adresu e-mail przypisanego do konta, w temacie wpisując „Usunięcie konta”.',
        ],
      },
      {
        heading: 'Terminy',
        items: [
          'Przyjęcie wniosku potwierdzimy e-mailem od razu; od tej chwili nie można się zalogować na konto, a imię znika z rankingów.',
          'Dane osobowe usuniemy w ciągu 30 dni kalendarzowych od otrzymania wniosku.',
        ],
      },
      {
        heading: 'Jakie dane usuwamy',
        paragraphs: [
          'Usuwamy imię, adres e-mail, hasło, połączenie ze Stravą wraz z tokenami dostępu, dyplomy oraz Twoje uwagi z ankiety. Zapisane wyniki zostają bez imienia (jako „Użytkownik anonimowy”), bo liczą się do drzew, które sadzi Twoja firma.',
        ],
      },
      {
        heading: 'Co przechowujemy dłużej',
        items: [
          'dane, których przechowywania wymagają przepisy prawa – do 5 lat;',
          'logi bezpieczeństwa – do 3 lat;',
          'kopie zapasowe – do 90 dni, potem są nadpisywane.',
        ],
      },
      {
        heading: 'Ważne',
        paragraphs: [
          'Usunięcia konta nie można cofnąć. Aby ponownie wziąć udział w wydarzeniu, trzeba założyć nowe konto.',
        ],
      },
    ],
  },
};
