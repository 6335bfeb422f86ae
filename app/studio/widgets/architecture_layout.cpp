#include "widgets/architecture_layout.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "viewmodels/walkthrough_step_id.h"

namespace studio {

namespace {

// The diagram's words, translated under one context.
class Text {
  Q_DECLARE_TR_FUNCTIONS(studio::ArchitectureLayout)
};

// Logical geometry: two columns of blocks, the encoder left and the decoder right, as in Figure 1.
struct Geometry {
  double width = 1160;
  double encoder_x = 340, decoder_x = 800;  // column centres
  double block_width = 290;
  double gap = 24;              // between sub-layers inside a stack
  double norm_gap = 24;         // between a sub-layer and its Add & Norm (0: the norm sits on it)
  double arrow_gap = 46;        // between blocks outside the stacks (room for a shape label)
  double stack_pad = 18;        // inside a stack's frame, above and below its sub-layers
  double frame_margin = 35;     // a stack's frame beyond its blocks, each side (room for the residuals)
  double residual_offset = 16;  // a residual line left of its blocks
  double line_height = 17;      // one detail line
  double title_height = 24;
  double padding = 10;  // below the last line
  double sum_size = 28;
  double side_width = 170;     // the positional encoding beside the sum (and the compact labels)
  double side_gap = 60;        // between it and the sum
  double outputs_width = 170;  // the compact label "Outputs (shifted right)", a long one
  double cross_side = 44;      // the encoder's output turns this far left of the cross-attention block
  double softmax_width = 290;
  bool compact = false;

  double blockHeight(int detail_lines) const { return title_height + detail_lines * line_height + padding; }
};

// About half as tall: the sizes a 1024×768 projector with presenter mode's text needs (see the header).
Geometry compactGeometry() {
  Geometry g;
  g.compact = true;
  g.block_width = 270;
  g.gap = 10;
  g.norm_gap = 0;
  g.arrow_gap = 22;
  g.stack_pad = 6;
  g.frame_margin = 24;
  g.residual_offset = 12;
  g.line_height = 15;
  g.title_height = 20;
  g.padding = 6;
  g.sum_size = 24;
  g.side_width = 168;
  g.side_gap = 28;
  g.outputs_width = 190;
  g.cross_side = 36;
  g.softmax_width = 140;
  // Left to right: the encoder's token label, its column, a gap for the encoder's output, the decoder's
  // column and its token label.
  g.encoder_x = g.side_width + g.side_gap + g.block_width / 2;
  g.decoder_x = g.encoder_x + g.block_width + 2 * g.frame_margin + 48;
  g.width = g.decoder_x + g.block_width / 2 + g.side_gap + g.outputs_width;
  return g;
}

// One column, built bottom-up: `y` is the top of what was placed last (the y axis points down).
class ColumnBuilder {
 public:
  ColumnBuilder(ArchitectureDiagramModel* model, const Geometry& g, double center_x, double bottom)
      : model_(model), g_(g), x_(center_x), y_(bottom) {}

  double top() const { return y_; }
  double x() const { return x_; }

  // A block of the column's width (or `width`); returns it. `gap` is the free space left below it.
  ArchitectureBlock& add(const QString& id, ArchitectureRole role, const QString& title,
                         const QStringList& details, ArchitectureTarget target, double gap,
                         double width = 0) {
    const double h = role == ArchitectureRole::kSum ? g_.sum_size : g_.blockHeight(int(details.size()));
    const double w = role == ArchitectureRole::kSum ? g_.sum_size : width > 0 ? width : g_.block_width;
    y_ -= gap + h;
    model_->blocks.append({id, role, QRectF(x_ - w / 2, y_, w, h), title, details, target});
    return model_->blocks.last();
  }
  // An arrow straight up from the block below to the one just placed (their facing edges); none where they
  // touch.
  void connect(double below_top, const QString& label) {
    const double above_bottom = y_ + model_->blocks.last().rect.height();
    if (below_top - above_bottom < 1) return;
    model_->arrows.append({{QPointF(x_, below_top), QPointF(x_, above_bottom)}, label, false});
  }

 private:
  ArchitectureDiagramModel* model_;
  const Geometry& g_;
  double x_, y_;
};

// The residual connection around a sub-layer: from the point below `from_top` out to the left edge and up
// into the side of the Add block.
ArchitectureArrow residual(const QRectF& sublayer_input_block, const QRectF& add_block, double column_x,
                           const Geometry& g) {
  const double start_y = sublayer_input_block.bottom() + g.gap / 2;
  const double side_x = column_x - g.block_width / 2 - g.residual_offset;
  const QPointF into(add_block.left(), add_block.center().y());
  return {{QPointF(column_x, start_y), QPointF(side_x, start_y), QPointF(side_x, into.y()), into}, {}, true};
}

struct SubLayer {
  QString id, title;
  QStringList details;
  ArchitectureTarget target;
};

// One sub-layer with its normalisation as the model places it: post-LN (the paper) draws the sub-layer and
// "Add & Norm" above it; pre-LN draws "Layer norm", the sub-layer and "Add" (x + Sublayer(LN(x))).
void addSubLayer(ArchitectureDiagramModel* model, ColumnBuilder& column, const SubLayer& s, bool pre_ln,
                 double first_gap, int d_model, const Geometry& g) {
  const QString norm_detail = Text::tr("LayerNorm over d_model = %1").arg(d_model);
  if (pre_ln) {
    const ArchitectureBlock& norm =
        column.add(s.id + QStringLiteral("_norm"), ArchitectureRole::kNorm, Text::tr("Layer norm"),
                   {norm_detail}, ArchitectureTarget::kNone, first_gap);
    const QRectF norm_rect = norm.rect;
    column.add(s.id, ArchitectureRole::kAttention, s.title, s.details, s.target, g.gap);
    column.connect(norm_rect.top(), {});
    const QRectF sub_rect = model->blocks.last().rect;
    column.add(s.id + QStringLiteral("_add"), ArchitectureRole::kSum, QStringLiteral("+"), {},
               ArchitectureTarget::kNone, g.gap);
    column.connect(sub_rect.top(), {});
    model->arrows.append(residual(norm_rect, model->blocks.last().rect, column.x(), g));
  } else {
    const ArchitectureBlock& sub =
        column.add(s.id, ArchitectureRole::kAttention, s.title, s.details, s.target, first_gap);
    const QRectF sub_rect = sub.rect;
    column.add(s.id + QStringLiteral("_add_norm"), ArchitectureRole::kNorm, Text::tr("Add & Norm"), {},
               ArchitectureTarget::kNone, g.norm_gap);
    column.connect(sub_rect.top(), {});
    model->arrows.append(residual(sub_rect, model->blocks.last().rect, column.x(), g));
  }
}

// The walkthrough step that shows a block, read from its id ("encoder.feed_forward_add_norm" is a norm).
// The walkthrough follows the encoder, then the decoder's mask, cross-attention and output.
int walkthroughStepOf(const QString& id) {
  const bool decoder = id.startsWith(QLatin1String("decoder."));
  const QString part = id.section(QLatin1Char('.'), 1);
  if (part.endsWith(QLatin1String("_norm")) || part.endsWith(QLatin1String("_add")))
    return kWalkthroughResidualNorm;
  if (part == QLatin1String("tokens")) return kWalkthroughTokens;
  if (part == QLatin1String("embedding")) return kWalkthroughEmbeddings;
  if (part == QLatin1String("pe_sum") || part == QLatin1String("positional_encoding"))
    return kWalkthroughPositionalEncoding;
  if (part == QLatin1String("self_attention"))
    return decoder ? kWalkthroughMask : kWalkthroughQueriesKeysValues;
  if (part == QLatin1String("cross_attention")) return kWalkthroughCrossAttention;
  if (part == QLatin1String("feed_forward")) return kWalkthroughFeedForward;
  if (part == QLatin1String("linear") || part == QLatin1String("softmax") ||
      part == QLatin1String("probabilities"))
    return kWalkthroughOutput;
  return -1;  // the stacks' frames
}

// Fixes the roles the sub-layer helper cannot know (feed-forward vs attention).
void setRole(ArchitectureDiagramModel* model, const QString& id, ArchitectureRole role) {
  for (ArchitectureBlock& b : model->blocks)
    if (b.id == id) b.role = role;
}

}  // namespace

QString shapeText(const QList<int>& dims, const QStringList& letters) {
  QStringList symbolic, numeric;
  bool any_number = false;
  for (int i = 0; i < dims.size(); ++i) {
    symbolic << letters.value(i);
    numeric << (dims[i] > 0 ? QString::number(dims[i]) : letters.value(i));
    any_number = any_number || dims[i] > 0;
  }
  const QString times = QStringLiteral(" × ");
  const QString sym = QStringLiteral("[%1]").arg(symbolic.join(times));
  const QString num = QStringLiteral("[%1]").arg(numeric.join(times));
  return any_number && sym != num ? QStringLiteral("%1 = %2").arg(sym, num) : sym;
}

const ArchitectureBlock* ArchitectureDiagramModel::block(const QString& id) const {
  for (const ArchitectureBlock& b : blocks)
    if (b.id == id) return &b;
  return nullptr;
}

const ArchitectureBlock* ArchitectureDiagramModel::blockAt(const QPointF& point) const {
  // Sub-layers are listed after their stack, so the last hit is the most specific one.
  for (auto it = blocks.crbegin(); it != blocks.crend(); ++it)
    if ((it->target != ArchitectureTarget::kNone || it->walkthrough_step >= 0) && it->rect.contains(point))
      return &*it;
  return nullptr;
}

QStringList ArchitectureDiagramModel::texts() const {
  QStringList all;
  for (const ArchitectureBlock& b : blocks) all << b.title << b.details;
  for (const ArchitectureArrow& a : arrows)
    if (!a.label.isEmpty()) all << a.label;
  return all;
}

ArchitectureDiagramModel buildArchitectureDiagram(const attn::ModelConfig& c, int source_tokens,
                                                  int target_tokens, ArchitectureArrangement arrangement) {
  const Geometry g = arrangement == ArchitectureArrangement::kCompact ? compactGeometry() : Geometry();
  ArchitectureDiagramModel model;
  model.compact = g.compact;
  model.title_height = g.title_height;
  model.line_height = g.line_height;
  const bool pre_ln = c.norm_position == attn::NormPosition::kPre;
  const int S = std::max(0, source_tokens), T = std::max(0, target_tokens);
  const int d = c.d_model, h = c.n_heads, dk = c.head_dim(), V = c.vocab_size;
  const QString d_model_letter = QStringLiteral("d_model");
  auto rows = [&](int n, const QString& letter, int cols, const QString& col_letter) {
    return shapeText({n, cols}, {letter, col_letter});
  };
  const QString pe_kind = c.positional_encoding == attn::PositionalEncoding::kLearned
                              ? Text::tr("learned, %1 positions").arg(c.max_positions)
                              : Text::tr("sinusoidal, base %1").arg(double(c.positional_base));
  const QString activation = QString::fromUtf8(attn::to_string(c.activation).data());
  const QString scale =
      c.scale_embeddings ? Text::tr("rows scaled by √d_model") : Text::tr("rows not scaled");
  const double bottom = 2000;  // shifted to the top edge at the end

  // --- the two columns, bottom-up -------------------------------------------------------------------------
  struct ColumnSpec {
    bool decoder;
    double x;
    int n, layers;
    QString side, letter;
  };
  const ColumnSpec columns[] = {
      {false, g.encoder_x, S, c.encoder_layers, QStringLiteral("encoder"), QStringLiteral("S")},
      {true, g.decoder_x, T, c.decoder_layers, QStringLiteral("decoder"), QStringLiteral("T")}};
  QRectF encoder_out, cross_block;
  for (const ColumnSpec& col : columns) {
    ColumnBuilder column(&model, g, col.x, bottom);
    const QString id = col.side + QLatin1Char('.');
    const QString ids_text = col.decoder ? Text::tr("Outputs (shifted right)") : Text::tr("Inputs");
    // The token sequence and its length, in the paper's letters (S for the source, T for the target).
    const QString sequence = col.decoder ? QStringLiteral("<s> y₁ … y_m") : QStringLiteral("x₁ … x_n </s>");
    const QStringList tokens_details{
        col.n > 0 ? QStringLiteral("%1, %2 = %3").arg(sequence, col.letter).arg(col.n) : sequence};
    const QString embedding_title = col.decoder ? Text::tr("Output Embedding") : Text::tr("Input Embedding");
    const QStringList embedding_details{
        Text::tr("table %1").arg(shapeText({V, d}, {QStringLiteral("V"), d_model_letter})), scale};
    if (g.compact) {
      // The tokens beside the embedding (left of the encoder, right of the decoder); their count is in the
      // label, so the short arrow carries no shape.
      const QRectF emb = column
                             .add(id + QStringLiteral("embedding"), ArchitectureRole::kEmbedding,
                                  embedding_title, embedding_details, ArchitectureTarget::kModel, 0)
                             .rect;
      const double label_h = g.blockHeight(1);
      const double label_w = col.decoder ? g.outputs_width : g.side_width;
      const double label_x = col.decoder ? emb.right() + g.side_gap : emb.left() - g.side_gap - label_w;
      model.blocks.append({id + QStringLiteral("tokens"), ArchitectureRole::kLabel,
                           QRectF(label_x, emb.center().y() - label_h / 2, label_w, label_h), ids_text,
                           tokens_details, ArchitectureTarget::kNone});
      const double label_edge = col.decoder ? label_x : label_x + label_w;
      const double emb_edge = col.decoder ? emb.right() : emb.left();
      model.arrows.append(
          {{QPointF(label_edge, emb.center().y()), QPointF(emb_edge, emb.center().y())}, {}, false});
    } else {
      column.add(id + QStringLiteral("tokens"), ArchitectureRole::kLabel, ids_text, tokens_details,
                 ArchitectureTarget::kNone, 0);
      const double tokens_top = column.top();
      column.add(id + QStringLiteral("embedding"), ArchitectureRole::kEmbedding, embedding_title,
                 embedding_details, ArchitectureTarget::kModel, g.arrow_gap);
      column.connect(tokens_top, shapeText({col.n}, {col.letter}) + Text::tr(" token ids"));
    }
    double below = column.top();
    const QRectF sum_rect = column
                                .add(id + QStringLiteral("pe_sum"), ArchitectureRole::kSum,
                                     QStringLiteral("+"), {}, ArchitectureTarget::kNone, g.arrow_gap)
                                .rect;
    // Compact: the shape is on the arrow above the sum (the same one), and this one keeps clear of the
    // positional encoding beside it.
    column.connect(below, g.compact ? QString() : rows(col.n, col.letter, d, d_model_letter));
    // The positional encoding beside the sum, outside the columns (left of the encoder, right of the
    // decoder).
    const double pe_w = g.side_width, pe_h = g.blockHeight(1);
    const double pe_x = col.decoder ? sum_rect.right() + g.side_gap : sum_rect.left() - g.side_gap - pe_w;
    // Compact: a little below the sum's centre, clear of the shape label on the arrow above the sum.
    const double pe_y = sum_rect.center().y() - pe_h / 2 + (g.compact ? 8 : 0);
    model.blocks.append({id + QStringLiteral("positional_encoding"), ArchitectureRole::kPositional,
                         QRectF(pe_x, pe_y, pe_w, pe_h), Text::tr("Positional Encoding"),
                         QStringList{pe_kind}, ArchitectureTarget::kPositionalEncoding});
    const double pe_edge = col.decoder ? pe_x : pe_x + pe_w;
    const double sum_edge = col.decoder ? sum_rect.right() : sum_rect.left();
    model.arrows.append(
        {{QPointF(pe_edge, sum_rect.center().y()), QPointF(sum_edge, sum_rect.center().y())}, {}, false});

    // The stack: its frame is added first (painted below) and sized once its sub-layers are placed.
    const int stack_index = int(model.blocks.size());
    model.blocks.append({id + QStringLiteral("stack"), ArchitectureRole::kStack, QRectF(),
                         col.decoder ? Text::tr("Decoder") : Text::tr("Encoder"),
                         QStringList{Text::tr("N = %1 ×").arg(col.layers)}, ArchitectureTarget::kNone});
    const double stack_bottom = column.top() - g.arrow_gap;
    const QString weights_self = shapeText({h, col.n, col.n}, {QStringLiteral("h"), col.letter, col.letter});
    const QString heads = Text::tr("h = %1 heads, d_k = d_v = %2").arg(h).arg(dk);
    QList<SubLayer> sublayers;
    if (col.decoder) {
      sublayers.append(
          {id + QStringLiteral("self_attention"),
           Text::tr("Masked Multi-Head Attention"),
           {heads, Text::tr("weights %1").arg(weights_self), Text::tr("causal mask: no looking ahead")},
           ArchitectureTarget::kDecoderSelfAttention});
      sublayers.append(
          {id + QStringLiteral("cross_attention"),
           Text::tr("Multi-Head Attention"),
           {heads, Text::tr("Q: decoder · K, V: encoder"),
            Text::tr("weights %1")
                .arg(shapeText({h, T, S}, {QStringLiteral("h"), QStringLiteral("T"), QStringLiteral("S")}))},
           ArchitectureTarget::kCrossAttention});
    } else {
      sublayers.append({id + QStringLiteral("self_attention"),
                        Text::tr("Multi-Head Attention"),
                        {heads, Text::tr("weights %1").arg(weights_self)},
                        ArchitectureTarget::kEncoderSelfAttention});
    }
    sublayers.append({id + QStringLiteral("feed_forward"),
                      Text::tr("Feed Forward"),
                      {Text::tr("d_ff = %1, %2").arg(c.d_ff).arg(activation),
                       rows(col.n, col.letter, c.d_ff, QStringLiteral("d_ff"))},
                      ArchitectureTarget::kModel});
    double previous_top = sum_rect.top();
    bool first = true;
    for (const SubLayer& s : sublayers) {
      const double gap = first ? g.arrow_gap + g.stack_pad : g.gap;
      const int first_new = int(model.blocks.size());
      addSubLayer(&model, column, s, pre_ln, gap, d, g);
      // The arrow from what was below into the first block of this sub-layer.
      model.arrows.append(
          {{QPointF(col.x, previous_top), QPointF(col.x, model.blocks[first_new].rect.bottom())},
           first ? rows(col.n, col.letter, d, d_model_letter) : QString(),
           false});
      previous_top = column.top();
      first = false;
      if (s.target == ArchitectureTarget::kModel) setRole(&model, s.id, ArchitectureRole::kFeedForward);
      if (s.target == ArchitectureTarget::kCrossAttention) cross_block = model.block(s.id)->rect;
    }
    const double stack_top = column.top() - g.stack_pad;
    const double frame_w = g.block_width + 2 * g.frame_margin;
    model.blocks[stack_index].rect =
        QRectF(col.x - frame_w / 2, stack_top, frame_w, stack_bottom - stack_top);
    if (pre_ln) {
      column.add(id + QStringLiteral("final_norm"), ArchitectureRole::kNorm, Text::tr("Layer norm"),
                 {Text::tr("after the last layer (pre-LN)")}, ArchitectureTarget::kNone,
                 g.stack_pad + g.arrow_gap);
      column.connect(previous_top, {});
      previous_top = column.top();
    }

    if (!col.decoder) {
      encoder_out = QRectF(col.x, previous_top, 0, 0);
      continue;
    }
    const QString out = rows(col.n, col.letter, d, d_model_letter);
    column.add(id + QStringLiteral("linear"), ArchitectureRole::kLinear, Text::tr("Linear"),
               {Text::tr("d_model = %1 → V = %2").arg(d).arg(V),
                c.tie_embeddings ? Text::tr("weights tied to the embeddings") : Text::tr("its own weights")},
               ArchitectureTarget::kModel, pre_ln ? g.arrow_gap : g.stack_pad + g.arrow_gap);
    column.connect(previous_top, out);
    previous_top = column.top();
    const QRectF softmax =
        column
            .add(id + QStringLiteral("softmax"), ArchitectureRole::kSoftmax, Text::tr("Softmax"), {},
                 ArchitectureTarget::kNone, g.arrow_gap, g.softmax_width)
            .rect;
    column.connect(previous_top, rows(col.n, col.letter, V, QStringLiteral("V")));
    previous_top = column.top();
    const QString probabilities = Text::tr("Output Probabilities");
    const QStringList probabilities_details{rows(col.n, col.letter, V, QStringLiteral("V"))};
    if (g.compact) {
      // Beside the softmax, to the right.
      const double label_h = g.blockHeight(1);
      const QRectF label(softmax.right() + g.side_gap, softmax.center().y() - label_h / 2, g.side_width,
                         label_h);
      model.blocks.append({id + QStringLiteral("probabilities"), ArchitectureRole::kLabel, label,
                           probabilities, probabilities_details, ArchitectureTarget::kNone});
      model.arrows.append(
          {{QPointF(softmax.right(), softmax.center().y()), QPointF(label.left(), softmax.center().y())},
           {},
           false});
    } else {
      column.add(id + QStringLiteral("probabilities"), ArchitectureRole::kLabel, probabilities,
                 probabilities_details, ArchitectureTarget::kNone, g.arrow_gap);
      column.connect(previous_top, {});
    }
  }

  // The encoder's output: up from the encoder, across, and into the side of the cross-attention block.
  const double turn_y = std::min(encoder_out.top() - 30, cross_block.center().y());
  const double side_x = cross_block.left() - g.cross_side;
  model.arrows.append(
      {{QPointF(g.encoder_x, encoder_out.top()), QPointF(g.encoder_x, turn_y), QPointF(side_x, turn_y),
        QPointF(side_x, cross_block.center().y()), QPointF(cross_block.left(), cross_block.center().y())},
       rows(S, QStringLiteral("S"), d, d_model_letter) + Text::tr(" → K, V"),
       false});

  for (ArchitectureBlock& b : model.blocks) b.walkthrough_step = walkthroughStepOf(b.id);

  // Move everything up to the top edge.
  double top = bottom;
  for (const ArchitectureBlock& b : model.blocks) top = std::min(top, b.rect.top());
  for (const ArchitectureArrow& a : model.arrows)
    for (const QPointF& p : a.points) top = std::min(top, p.y());
  const double shift = top - (g.compact ? 10 : 30);
  for (ArchitectureBlock& b : model.blocks) b.rect.translate(0, -shift);
  for (ArchitectureArrow& a : model.arrows)
    for (QPointF& p : a.points) p.ry() -= shift;
  model.size = QSizeF(g.width, bottom - shift + (g.compact ? 10 : 20));
  return model;
}

}  // namespace studio
