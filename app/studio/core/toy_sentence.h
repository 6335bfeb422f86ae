// Toy-task models (attention/toy_tasks.h) read only their symbols "s0" … "s<n-1>" separated by spaces; an
// English sentence is all <unk> to them. These helpers recognise such a model by its vocabulary, give a
// sample input the user can edit, and word the syntax for placeholders and tooltips.
#pragma once

#include <QString>

namespace attn {
struct Model;
}

namespace studio {

// The number of symbols of a toy-task model (its vocabulary is the 4 specials and "s0" … "s<n-1>"), or 0
// when the model reads ordinary text.
int toyAlphabetSize(const attn::Model& model);
// A sequence of the task's symbols, e.g. "s3 s1 s4 s1 s5 s9 s2 s6", using only the first `alphabet_size`.
QString toySampleSentence(int alphabet_size);
// True when every word is a symbol "s<k>" (and there is at least one).
bool isToySentence(const QString& text);
// "Symbols s0 … s9 separated by spaces, e.g. s3 s1 s4": for placeholders and tooltips.
QString toySyntaxHint(int alphabet_size);

}  // namespace studio
