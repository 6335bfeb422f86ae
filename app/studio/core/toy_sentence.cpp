#include "core/toy_sentence.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>
#include <algorithm>
#include <array>

#include "attention/model.h"
#include "attention/vocab.h"

namespace studio {

namespace {

QString symbolPiece(int k) { return QStringLiteral("\u2581s%1").arg(k); }

}  // namespace

int toyAlphabetSize(const attn::Model& model) {
  const int first = attn::kEosId + 1;
  const int n = model.tokenizer.vocab_size() - first;
  if (n <= 0) return 0;
  // The toy tokenizer puts symbol k at id first + k; checking both ends is enough to tell it from text.
  const bool toy = QString::fromStdString(model.tokenizer.piece(first)) == symbolPiece(0) &&
                   QString::fromStdString(model.tokenizer.piece(first + n - 1)) == symbolPiece(n - 1);
  return toy ? n : 0;
}

QString toySampleSentence(int alphabet_size) {
  // Digits of pi: no pattern a copy, reverse or sort would leave unchanged.
  constexpr std::array<int, 8> kSample = {3, 1, 4, 1, 5, 9, 2, 6};
  QStringList symbols;
  for (int k : kSample) symbols << QStringLiteral("s%1").arg(alphabet_size > 0 ? k % alphabet_size : k);
  return symbols.join(QLatin1Char(' '));
}

bool isToySentence(const QString& text) {
  static const QRegularExpression symbol(QStringLiteral("^s\\d+$"));
  const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  if (words.isEmpty()) return false;
  for (const QString& w : words)
    if (!symbol.match(w).hasMatch()) return false;
  return true;
}

QString toySyntaxHint(int alphabet_size) {
  return QCoreApplication::translate("studio", "Symbols s0 … s%1 separated by spaces, e.g. %2")
      .arg(std::max(alphabet_size - 1, 0))
      .arg(toySampleSentence(alphabet_size).section(QLatin1Char(' '), 0, 3));
}

}  // namespace studio
