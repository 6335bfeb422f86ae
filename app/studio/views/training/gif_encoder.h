// Animated GIF through giflib (Debian's libgif-dev): Qt's image writers read GIF but cannot write it, and
// Debian's libpng has no animated-PNG support. Frames are mapped to one fixed 256-colour palette (viridis
// steps, greys, a colour cube), so every frame shares the global colour table. Without giflib at build time
// gifSupported() is false and the animation is written as numbered PNG files instead.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QSize>
#include <QString>
#include <memory>

namespace studio {

bool gifSupported();

class GifEncoder {
 public:
  // Every frame is `size`; each shows for `delay_ms`; the animation loops forever.
  GifEncoder(QSize size, int delay_ms);
  ~GifEncoder();
  GifEncoder(const GifEncoder&) = delete;
  GifEncoder& operator=(const GifEncoder&) = delete;

  bool addFrame(const QImage& frame, QString* error);
  // The file's bytes once every frame is in; false with `error` set when giflib failed.
  bool finish(QByteArray* bytes, QString* error);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace studio
