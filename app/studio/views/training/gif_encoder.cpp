#include "views/training/gif_encoder.h"

#include <QCoreApplication>
#include <QVector>
#include <cstring>
#include <vector>

#include "widgets/color_maps.h"

#ifdef ATTN_HAVE_GIFLIB
#include <gif_lib.h>
#endif

namespace studio {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("studio", text); }

// Viridis for the heatmaps, greys for text and anti-aliasing, the plot colours, then a cube for the rest.
QVector<QRgb> fixedPalette() {
  QVector<QRgb> table;
  for (int i = 0; i < 96; ++i) table << color_maps::viridis(i / 95.0).rgb();
  for (int i = 0; i < 32; ++i) table << qRgb(i * 255 / 31, i * 255 / 31, i * 255 / 31);
  for (QRgb c : {qRgb(0x1f, 0x77, 0xb4), qRgb(0xd6, 0x27, 0x28), qRgb(0x2c, 0xa0, 0x2c)}) table << c;
  for (int r = 0; r < 5; ++r)
    for (int g = 0; g < 5; ++g)
      for (int b = 0; b < 5; ++b) table << qRgb(r * 255 / 4, g * 255 / 4, b * 255 / 4);
  while (table.size() < 256) table << qRgb(255, 255, 255);
  return table;
}

}  // namespace

#ifdef ATTN_HAVE_GIFLIB

bool gifSupported() { return true; }

struct GifEncoder::State {
  QSize size;
  int delay_cs = 0;
  QVector<QRgb> palette = fixedPalette();
  QByteArray bytes;
  GifFileType* gif = nullptr;
  bool failed = false;

  static int write(GifFileType* file, const GifByteType* data, int length) {
    static_cast<State*>(file->UserData)->bytes.append(reinterpret_cast<const char*>(data), length);
    return length;
  }
  bool fail(QString* error) {
    failed = true;
    if (error)
      *error = tr("The GIF encoder failed: %1").arg(QString::fromUtf8(GifErrorString(gif ? gif->Error : 0)));
    return false;
  }
};

GifEncoder::GifEncoder(QSize size, int delay_ms) : state_(std::make_unique<State>()) {
  state_->size = size;
  state_->delay_cs = std::max(2, delay_ms / 10);
  int error = 0;
  state_->gif = EGifOpen(state_.get(), &State::write, &error);
  if (!state_->gif) {
    state_->failed = true;
    return;
  }
  EGifSetGifVersion(state_->gif, true);
  std::vector<GifColorType> colors(256);
  for (int i = 0; i < 256; ++i)
    colors[std::size_t(i)] = {GifByteType(qRed(state_->palette[i])), GifByteType(qGreen(state_->palette[i])),
                              GifByteType(qBlue(state_->palette[i]))};
  ColorMapObject* map = GifMakeMapObject(256, colors.data());
  if (EGifPutScreenDesc(state_->gif, size.width(), size.height(), 8, 0, map) == GIF_ERROR)
    state_->failed = true;
  GifFreeMapObject(map);
  // NETSCAPE2.0 with loop count 0: loop forever.
  const GifByteType loop[] = {1, 0, 0};
  if (!state_->failed && (EGifPutExtensionLeader(state_->gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR ||
                          EGifPutExtensionBlock(state_->gif, 11, "NETSCAPE2.0") == GIF_ERROR ||
                          EGifPutExtensionBlock(state_->gif, 3, loop) == GIF_ERROR ||
                          EGifPutExtensionTrailer(state_->gif) == GIF_ERROR))
    state_->failed = true;
}

GifEncoder::~GifEncoder() {
  if (state_->gif) EGifCloseFile(state_->gif, nullptr);
}

bool GifEncoder::addFrame(const QImage& frame, QString* error) {
  if (state_->failed) return state_->fail(error);
  const QImage indexed =
      frame.convertToFormat(QImage::Format_RGB32)
          .scaled(state_->size)
          .convertToFormat(QImage::Format_Indexed8, state_->palette, Qt::ThresholdDither | Qt::AvoidDither);
  GraphicsControlBlock gcb;
  gcb.DisposalMode = DISPOSE_DO_NOT;
  gcb.UserInputFlag = false;
  gcb.DelayTime = state_->delay_cs;
  gcb.TransparentColor = NO_TRANSPARENT_COLOR;
  GifByteType extension[4];
  const std::size_t length = EGifGCBToExtension(&gcb, extension);
  if (EGifPutExtension(state_->gif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) == GIF_ERROR ||
      EGifPutImageDesc(state_->gif, 0, 0, state_->size.width(), state_->size.height(), false, nullptr) ==
          GIF_ERROR)
    return state_->fail(error);
  // The palette above is the table convertToFormat mapped to, so the indices carry over as they are.
  std::vector<GifPixelType> line(std::size_t(state_->size.width()));
  for (int y = 0; y < state_->size.height(); ++y) {
    std::memcpy(line.data(), indexed.constScanLine(y), line.size());
    if (EGifPutLine(state_->gif, line.data(), int(line.size())) == GIF_ERROR) return state_->fail(error);
  }
  return true;
}

bool GifEncoder::finish(QByteArray* bytes, QString* error) {
  if (state_->failed) return state_->fail(error);
  int code = 0;
  const int closed = EGifCloseFile(state_->gif, &code);
  state_->gif = nullptr;
  if (closed == GIF_ERROR) {
    if (error) *error = tr("The GIF encoder failed: %1").arg(QString::fromUtf8(GifErrorString(code)));
    return false;
  }
  *bytes = state_->bytes;
  return true;
}

#else

bool gifSupported() { return false; }
struct GifEncoder::State {};
GifEncoder::GifEncoder(QSize, int) : state_(std::make_unique<State>()) {}
GifEncoder::~GifEncoder() = default;
bool GifEncoder::addFrame(const QImage&, QString* error) {
  if (error) *error = tr("This build cannot write GIF (giflib was missing).");
  return false;
}
bool GifEncoder::finish(QByteArray*, QString* error) { return addFrame({}, error); }

#endif

}  // namespace studio
