// Figure 1 of the paper as data: the blocks of the encoder and decoder stacks with the loaded model's
// numbers written into them, and the arrows between them labelled with the tensor shapes for one sentence.
// The diagram widget only paints this; tests and the JSON export read it, so what they check is exactly
// what is drawn. Coordinates are logical (the widget scales them to fit).
#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include "attention/config.h"

namespace studio {

// What a block opens when it is clicked.
enum class ArchitectureTarget {
  kNone,
  kEncoderSelfAttention,
  kDecoderSelfAttention,
  kCrossAttention,
  kPositionalEncoding,
  kModel,
  kCausalMask,  // the illustrations' causal-mask panel
  kNoamSchedule,
};

// The paper's colour coding, so the figure reads like Figure 1.
enum class ArchitectureRole {
  kLabel,
  kEmbedding,
  kPositional,
  kSum,
  kAttention,
  kNorm,
  kFeedForward,
  kLinear,
  kSoftmax,
  kStack
};

struct ArchitectureBlock {
  QString id;  // stable, e.g. "encoder.self_attention", "decoder.stack"
  ArchitectureRole role = ArchitectureRole::kLabel;
  QRectF rect;
  QString title;
  QStringList details;  // the model's numbers and shapes, one line each
  ArchitectureTarget target = ArchitectureTarget::kNone;
  int walkthrough_step = -1;  // the walkthrough step (WalkthroughStepId) that shows this block, or -1
};

struct ArchitectureArrow {
  QList<QPointF> points;  // a polyline; the head is at the last point
  QString label;          // a tensor shape, or empty
  bool residual = false;  // the skip connection around a sub-layer
};

// Figure 1's own arrangement, or a compact one for a small screen with large text (a 1024×768 projector in
// presenter mode): the same blocks and arrows, tighter, each Add & Norm on its sub-layer, the token labels
// beside the embeddings and the output probabilities beside the softmax, so the figure is about half as
// tall.
enum class ArchitectureArrangement { kFigure, kCompact };

struct ArchitectureDiagramModel {
  QSizeF size;
  bool compact = false;
  // Where a block's text goes: its title line, then one line per detail, from the block's top edge.
  double title_height = 24;
  double line_height = 17;
  QList<ArchitectureBlock> blocks;  // stacks first, so that they are painted below their sub-layers
  QList<ArchitectureArrow> arrows;

  const ArchitectureBlock* block(const QString& id) const;
  // The topmost clickable block (one with a target or a walkthrough step) at `point` (logical coordinates),
  // or null.
  const ArchitectureBlock* blockAt(const QPointF& point) const;
  // Every text drawn: titles, details and arrow labels.
  QStringList texts() const;
};

// `source_tokens` (S, with </s>) and `target_tokens` (T, with <s>) of the current sentence; 0 when there is
// none yet, and the shapes read S and T.
ArchitectureDiagramModel buildArchitectureDiagram(
    const attn::ModelConfig& config, int source_tokens, int target_tokens,
    ArchitectureArrangement arrangement = ArchitectureArrangement::kFigure);

// "[7 × 256]": a shape with its numbers, or the letter when the count is unknown (0).
QString shapeText(const QList<int>& dims, const QStringList& letters);

}  // namespace studio
