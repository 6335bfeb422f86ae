#include "viewmodels/walkthrough_steps.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

#include "viewmodels/walkthrough_step_id.h"

namespace studio {

namespace {

// lupdate files free-function tr() calls in namespace studio under the context "studio".
QString tr(const char* text) { return QCoreApplication::translate("studio", text); }

constexpr int kSteps = kWalkthroughStepCount;

QStringList toStrings(const std::vector<std::string>& pieces) {
  QStringList out;
  for (const auto& p : pieces) out << QString::fromStdString(p);
  return out;
}

const attn::TracedTensor& need(const attn::ForwardTrace& t, const std::string& name) {
  const attn::TracedTensor* found = t.find(name);
  if (!found) throw std::out_of_range("the trace has no tensor " + name);
  return *found;
}

// Columns [c0, c0 + width) of a traced matrix.
StepMatrix columns(const attn::TracedTensor& m, int c0, int width) {
  StepMatrix s;
  s.rows = m.rows;
  s.cols = width;
  s.values.resize(std::size_t(m.rows) * width);
  for (int r = 0; r < m.rows; ++r)
    std::copy_n(m.values.begin() + std::ptrdiff_t(r) * m.cols + c0, width,
                s.values.begin() + std::ptrdiff_t(r) * width);
  return s;
}
// Rows [r0, r0 + count) (one head of a stacked [heads x queries, keys] tensor).
StepMatrix rows(const attn::TracedTensor& m, int r0, int count) {
  StepMatrix s;
  s.rows = count;
  s.cols = m.cols;
  s.values.assign(m.values.begin() + std::ptrdiff_t(r0) * m.cols,
                  m.values.begin() + std::ptrdiff_t(r0 + count) * m.cols);
  return s;
}
StepMatrix whole(const attn::TracedTensor& m) { return columns(m, 0, m.cols); }

StepMatrix labelled(StepMatrix m, const QString& title, const QStringList& row_labels,
                    const QString& row_title, const QString& column_title,
                    const QStringList& column_labels = {}) {
  m.title = title;
  m.row_labels = row_labels;
  m.column_labels = column_labels;
  m.row_title = row_title;
  m.column_title = column_title;
  return m;
}

QString shape(int rows, int cols) { return QStringLiteral("[%1 × %2]").arg(rows).arg(cols); }

}  // namespace

int walkthroughStepCount() { return kSteps; }

QStringList walkthroughStepTitles() {
  return {tr("1. Tokens and ids"),
          tr("2. Embeddings × √d_model"),
          tr("3. + positional encoding"),
          tr("4. Q, K and V of one head"),
          tr("5. Scores QKᵀ / √d_k"),
          tr("6. The mask"),
          tr("7. Softmax"),
          tr("8. Weights × V"),
          tr("9. Heads concatenated, × W^O"),
          tr("10. Residual + LayerNorm"),
          tr("11. Feed-forward network"),
          tr("12. Cross-attention"),
          tr("13. Logits, softmax, the chosen token")};
}

WalkthroughStep walkthroughStep(const attn::ForwardTrace& t, int index, const WalkthroughChoice& choice) {
  if (index < 0 || index >= kSteps) throw std::out_of_range("walkthrough step out of range");
  WalkthroughStep s;
  s.title = walkthroughStepTitles()[index];
  const QStringList src = toStrings(t.source_pieces), tgt = toStrings(t.target_pieces);
  const int S = int(t.source_pieces.size()), T = int(t.target_pieces.size());
  const int H = t.heads, dh = t.head_dim, h = std::clamp(choice.head, 0, std::max(0, H - 1));
  const std::string enc = "encoder." + std::to_string(choice.layer) + ".";
  const std::string dec = "decoder." + std::to_string(choice.layer) + ".";
  const QString head = tr("head %1, layer %2").arg(h + 1).arg(choice.layer + 1);
  const QString queries = tr("queries (source tokens)"), keys = tr("keys (source tokens)");
  const QString features = tr("dimensions");
  switch (index) {
    case 0: {
      s.formula =
          tr("text → subword pieces → ids; the source ends with &lt;/s&gt;, the decoder input starts with "
             "&lt;s&gt;");
      s.explanation =
          tr("SentencePiece cuts the sentence into pieces from a fixed vocabulary; the model only "
             "ever sees their ids.");
      s.shape = tr("%1 source tokens, %2 target tokens").arg(S).arg(T);
      QString table = QStringLiteral("<table cellspacing=6><tr><th>%1</th><th>%2</th><th>%3</th></tr>")
                          .arg(tr("position"), tr("source piece"), tr("id"));
      for (int i = 0; i < S; ++i)
        table += QStringLiteral("<tr><td align=right>%1</td><td>%2</td><td align=right>%3</td></tr>")
                     .arg(i)
                     .arg(src[i].toHtmlEscaped())
                     .arg(t.source_ids[std::size_t(i)]);
      s.text = table + QStringLiteral("</table>");
      break;
    }
    case 1:
      s.formula = tr("x<sub>i</sub> = E[id<sub>i</sub>] · √d<sub>model</sub>");
      s.explanation =
          tr("Each id selects one row of the embedding matrix, scaled by √d_model so that it is as "
             "large as the positional encoding added next.");
      s.matrices.push_back(labelled(whole(need(t, "encoder.embedding")), tr("embedding rows × √d_model"), src,
                                    tr("source tokens"), features));
      s.shape = shape(S, s.matrices[0].cols);
      break;
    case 2:
      s.formula =
          tr("PE<sub>(pos, 2i)</sub> = sin(pos / 10000<sup>2i/d</sup>), PE<sub>(pos, 2i+1)</sub> = "
             "cos(pos / 10000<sup>2i/d</sup>); input = x + PE");
      s.explanation = tr("Attention itself ignores order, so each position adds its own pattern of waves.");
      s.matrices.push_back(labelled(whole(need(t, "encoder.positional")), tr("positional encoding"), src,
                                    tr("positions"), features));
      s.matrices.push_back(labelled(whole(need(t, "encoder.input")), tr("the encoder's input"), src,
                                    tr("source tokens"), features));
      s.shape = shape(S, s.matrices[0].cols);
      break;
    case 3: {
      const auto& qkv = need(t, enc + "self.qkv");
      const int d = qkv.cols / 3;
      s.formula =
          tr("Q = X W<sub>h</sub><sup>Q</sup>, K = X W<sub>h</sub><sup>K</sup>, V = X "
             "W<sub>h</sub><sup>V</sup>");
      s.explanation =
          tr("Every token is projected three times: a query (what it looks for), a key (what it "
             "offers) and a value (what it passes on), d_k = d_model / h numbers each.");
      s.matrices.push_back(
          labelled(columns(qkv, h * dh, dh), tr("Q (%1)").arg(head), src, tr("source tokens"), features));
      s.matrices.push_back(
          labelled(columns(qkv, d + h * dh, dh), tr("K"), src, tr("source tokens"), features));
      s.matrices.push_back(
          labelled(columns(qkv, 2 * d + h * dh, dh), tr("V"), src, tr("source tokens"), features));
      s.shape = tr("%1 each").arg(shape(S, dh));
      break;
    }
    case 4:
      s.formula = tr("scores = Q K<sup>T</sup> / √d<sub>k</sub>");
      s.explanation =
          tr("Each query is compared with every key by a dot product; dividing by √d_k keeps the "
             "softmax that follows from saturating.");
      s.matrices.push_back(labelled(rows(need(t, enc + "self.scores"), h * S, S), tr("scores (%1)").arg(head),
                                    src, queries, keys, src));
      s.shape = shape(S, S);
      break;
    case 5: {
      s.formula = tr("scores<sub>ij</sub> = −∞ where j &gt; i (decoder self-attention)");
      s.explanation =
          tr("The encoder sees the whole sentence and needs no padding mask (sentences are packed "
             "without padding); the decoder must not see the words it has yet to produce, so later "
             "positions are masked before the softmax.");
      StepMatrix m =
          labelled(rows(need(t, dec + "self.scores"), h * T, T), tr("decoder scores (%1)").arg(head), tgt,
                   tr("queries (decoder input)"), tr("keys (decoder input)"), tgt);
      m.causal = true;
      s.matrices.push_back(std::move(m));
      s.shape = shape(T, T);
      break;
    }
    case 6: {
      s.formula =
          tr("A = softmax(scores), row by row: A<sub>ij</sub> = e<sup>s<sub>ij</sub></sup> / Σ<sub>k</sub> "
             "e<sup>s<sub>ik</sub></sup>");
      s.explanation =
          tr("Each row becomes a probability distribution over the keys: how much each token "
             "listens to every other.");
      StepMatrix m = labelled(rows(need(t, enc + "self.probs"), h * S, S),
                              tr("attention weights (%1)").arg(head), src, queries, keys, src);
      m.signed_values = false;
      s.matrices.push_back(std::move(m));
      s.shape = shape(S, S);
      break;
    }
    case 7:
      s.formula = tr("head<sub>h</sub> = A V");
      s.explanation = tr("Each token's output is the weighted average of the value vectors it attends to.");
      s.matrices.push_back(labelled(columns(need(t, enc + "self.context"), h * dh, dh),
                                    tr("head output (%1)").arg(head), src, tr("source tokens"), features));
      s.shape = shape(S, dh);
      break;
    case 8:
      s.formula = tr("MultiHead(Q, K, V) = Concat(head<sub>1</sub>, …, head<sub>h</sub>) W<sup>O</sup>");
      s.explanation =
          tr("The heads' outputs are laid side by side and mixed back to d_model numbers by W^O.");
      s.matrices.push_back(labelled(whole(need(t, enc + "self.context")), tr("heads concatenated"), src,
                                    tr("source tokens"), features));
      s.matrices.push_back(
          labelled(whole(need(t, enc + "self.output")), tr("× W^O"), src, tr("source tokens"), features));
      s.shape = shape(S, s.matrices[0].cols);
      break;
    case 9:
      s.formula = tr("LayerNorm(x + Sublayer(x))");
      s.explanation =
          tr("The sub-layer's output is added to its input (the residual connection) and each row "
             "is normalised to mean 0 and variance 1, then scaled and shifted.");
      s.matrices.push_back(labelled(whole(need(t, enc + "self.block")),
                                    tr("after the residual and LayerNorm"), src, tr("source tokens"),
                                    features));
      s.shape = shape(S, s.matrices[0].cols);
      break;
    case 10:
      s.formula = tr("FFN(x) = act(x W<sub>1</sub> + b<sub>1</sub>) W<sub>2</sub> + b<sub>2</sub>");
      s.explanation =
          tr("The same two-layer network is applied to every position on its own: widen to d_ff, "
             "the activation, back to d_model.");
      s.matrices.push_back(labelled(whole(need(t, enc + "ffn.activation")),
                                    tr("hidden layer, after the activation"), src, tr("source tokens"),
                                    tr("d_ff units")));
      s.matrices.push_back(
          labelled(whole(need(t, enc + "ffn.output")), tr("FFN output"), src, tr("source tokens"), features));
      s.shape = tr("%1, then %2").arg(shape(S, s.matrices[0].cols), shape(S, s.matrices[1].cols));
      break;
    case 11: {
      s.formula =
          tr("Q from the decoder, K and V from the encoder's output: softmax(Q K<sup>T</sup> / "
             "√d<sub>k</sub>) V");
      s.explanation =
          tr("The decoder does the same steps with its own tokens, then asks the source: each "
             "target position attends to the encoded source sentence.");
      StepMatrix m =
          labelled(rows(need(t, dec + "cross.probs"), h * T, S), tr("cross-attention (%1)").arg(head), tgt,
                   tr("queries (decoder input)"), keys, src);
      m.signed_values = false;
      s.matrices.push_back(std::move(m));
      s.shape = shape(T, S);
      break;
    }
    case 12: {
      const auto& logits = need(t, "decoder.logits");
      s.formula = tr("P(y<sub>t</sub> | y<sub>&lt;t</sub>, x) = softmax(h<sub>t</sub> W<sub>out</sub> + b)");
      s.explanation =
          tr("The last decoder state of each position is scored against every vocabulary entry; "
             "greedy decoding takes the most probable one.");
      QString table =
          QStringLiteral("<table cellspacing=6><tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th></tr>")
              .arg(tr("input"), tr("next token"), tr("its probability"), tr("the most probable id"));
      for (int r = 0; r < logits.rows; ++r) {
        const float* z = logits.values.data() + std::size_t(r) * logits.cols;
        const int best = int(std::max_element(z, z + logits.cols) - z);
        double sum = 0;
        for (int j = 0; j < logits.cols; ++j) sum += std::exp(double(z[j]) - z[best]);
        const int next = r < int(t.output_ids.size()) ? t.output_ids[std::size_t(r)] : best;
        const QString piece = r < int(t.output_pieces.size())
                                  ? QString::fromStdString(t.output_pieces[std::size_t(r)])
                                  : QString();
        table +=
            QStringLiteral("<tr><td>%1</td><td>%2</td><td align=right>%3</td><td align=right>%4%5</td></tr>")
                .arg(r < T ? tgt[r].toHtmlEscaped() : QString(), piece.toHtmlEscaped())
                .arg(std::exp(double(z[next]) - z[best]) / sum, 0, 'f', 3)
                .arg(best)
                .arg(best == next ? tr(" (the same)") : QString());
      }
      s.text = table + QStringLiteral("</table>");
      s.shape = tr("%1 logits").arg(shape(logits.rows, logits.cols));
      break;
    }
  }
  return s;
}

}  // namespace studio
