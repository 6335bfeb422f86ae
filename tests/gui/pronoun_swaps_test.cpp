// The Probe view's pronoun generator: the swap set follows the pronoun's case (nominative er / sie / es,
// accusative ihn / sie / es, dative ihm / ihr), keeps capitalisation and punctuation, and leaves the rest of
// the sentence unchanged.
#include "viewmodels/pronoun_swaps.h"

#include <QtTest>

#include "isolated_settings.h"  // test mode: the user's real settings stay untouched

using studio::PronounCase;

namespace {
QStringList toList(const std::vector<std::string>& v) {
  QStringList out;
  for (const auto& s : v) out << QString::fromStdString(s);
  return out;
}
}  // namespace

class PronounSwapsTest : public QObject {
  Q_OBJECT
 private slots:
  void nominativeGivesErSieEs() {
    const auto swap = studio::swapGermanPronoun("Der Hund aß den Keks. Er war köstlich.");
    QCOMPARE(swap.word, 5);
    QVERIFY(swap.grammatical_case == PronounCase::kNominative);
    QCOMPARE(toList(swap.sentences), (QStringList{QStringLiteral("Der Hund aß den Keks. Er war köstlich."),
                                                  QStringLiteral("Der Hund aß den Keks. Sie war köstlich."),
                                                  QStringLiteral("Der Hund aß den Keks. Es war köstlich.")}));
    QCOMPARE(swap.original, 0);
  }

  void accusativeGivesIhnSieEs() {
    const auto swap = studio::swapGermanPronoun("Ich sah ihn.");
    QVERIFY(swap.grammatical_case == PronounCase::kAccusative);
    QCOMPARE(toList(swap.sentences),
             (QStringList{QStringLiteral("Ich sah ihn."), QStringLiteral("Ich sah sie."),
                          QStringLiteral("Ich sah es.")}));
    // "sie" / "es" after an accusative preposition are accusative too.
    const auto after_for = studio::swapGermanPronoun("Das Geschenk ist für sie.");
    QVERIFY(after_for.grammatical_case == PronounCase::kAccusative);
    QCOMPARE(toList(after_for.forms),
             (QStringList{QStringLiteral("ihn"), QStringLiteral("sie"), QStringLiteral("es")}));
    QCOMPARE(after_for.original, 1);
  }

  void dativeGivesIhmIhr() {
    const auto swap = studio::swapGermanPronoun("Ich gab ihr das Buch.");
    QVERIFY(swap.grammatical_case == PronounCase::kDative);
    QCOMPARE(toList(swap.sentences),
             (QStringList{QStringLiteral("Ich gab ihm das Buch."), QStringLiteral("Ich gab ihr das Buch.")}));
    QCOMPARE(swap.original, 1);
  }

  void aChosenWordAndAForcedCase() {
    const std::string s = "Sie sagt, dass es regnet.";
    QCOMPARE(studio::germanPronounWords(s), (std::vector<int>{0, 3}));
    const auto second = studio::swapGermanPronoun(s, 3);
    QCOMPARE(toList(second.sentences), (QStringList{QStringLiteral("Sie sagt, dass er regnet."),
                                                    QStringLiteral("Sie sagt, dass sie regnet."),
                                                    QStringLiteral("Sie sagt, dass es regnet.")}));
    // Capitalised at the start, with the case forced.
    const auto first = studio::swapGermanPronoun(s, 0, PronounCase::kAccusative);
    QCOMPARE(QString::fromStdString(first.sentences[0]), QStringLiteral("Ihn sagt, dass es regnet."));
    QCOMPARE(first.original, 1);
  }

  void wordsThatAreNoPronoun() {
    QCOMPARE(studio::swapGermanPronoun("Das Essen war gut.").word, -1);  // "Essen" contains "es" only
    QCOMPARE(studio::swapGermanPronoun("Ich sah ihn.", 0).word, -1);
    QCOMPARE(studio::swapGermanPronoun("Ich sah ihn.", 7).word, -1);
    QVERIFY(studio::germanPronounWords("").empty());
    QVERIFY(studio::isEnglishPronoun("It,"));
    QVERIFY(studio::isEnglishPronoun("They"));
    QVERIFY(!studio::isEnglishPronoun("Italy"));
  }
};

QTEST_GUILESS_MAIN(PronounSwapsTest)
#include "pronoun_swaps_test.moc"
