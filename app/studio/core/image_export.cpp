#include "core/image_export.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImageWriter>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QWidget>

#include "core/atomic_write.h"
#include "core/figure.h"

namespace studio {

namespace {

QString suffixOf(const QString& path) { return QFileInfo(path).suffix().toLower(); }

// Layouts of never-shown widgets (the --export path) are only computed on demand.
void prepareForRendering(QWidget* widget) {
  if (!widget->testAttribute(Qt::WA_WState_Created)) widget->ensurePolished();
  if (widget->size().isEmpty() || !widget->isVisible()) {
    widget->ensurePolished();
    if (widget->size().isEmpty()) widget->resize(widget->sizeHint().expandedTo(QSize(640, 480)));
  }
}

// Qt names the font it laid the text out with ("Sans Serif", "DejaVu Sans"); a viewer without that font
// fell back to a serif one of other widths, and labels gapped or overlapped. A generic family keeps the
// fallback sans-serif.
QByteArray withGenericFontFamilies(const QByteArray& svg) {
  static const QRegularExpression family(QStringLiteral("font-family=\"([^\",]*)\""));
  return QString::fromUtf8(svg).replace(family, QStringLiteral("font-family=\"\\1, sans-serif\"")).toUtf8();
}

}  // namespace

bool isImageExportPath(const QString& path) {
  const QString s = suffixOf(path);
  return s == QStringLiteral("png") || s == QStringLiteral("svg");
}

bool isDataExportPath(const QString& path) {
  const QString s = suffixOf(path);
  return s == QStringLiteral("csv") || s == QStringLiteral("json");
}

bool exportWidgetImage(QWidget* widget, const QString& path, QString* error) {
  const QString s = suffixOf(path);
  if (s == QStringLiteral("png")) return exportWidgetPng(widget, path, error);
  if (s == QStringLiteral("svg")) return exportWidgetSvg(widget, path, error);
  if (error)
    *error =
        QCoreApplication::translate("studio", "Unsupported image format “%1” (use .png or .svg).").arg(s);
  return false;
}

bool exportWidgetPng(QWidget* widget, const QString& path, QString* error, qreal device_pixel_ratio) {
  if (!widget) {
    if (error) *error = QCoreApplication::translate("studio", "Nothing to export.");
    return false;
  }
  prepareForRendering(widget);
  const auto* figure = dynamic_cast<const Figure*>(widget);
  const QSize size = figure ? figure->figureSize() : widget->size();
  QPixmap pixmap(size * device_pixel_ratio);
  pixmap.setDevicePixelRatio(device_pixel_ratio);
  pixmap.fill(widget->palette().color(QPalette::Window));
  if (figure) {
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::TextAntialiasing);
    figure->paintFigure(painter, size);
  } else {
    widget->render(&pixmap, QPoint(), QRegion(), QWidget::DrawChildren | QWidget::DrawWindowBackground);
  }

  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  QImageWriter writer(&buffer, "png");
  if (!writer.write(pixmap.toImage())) {
    if (error)
      *error = QCoreApplication::translate("studio", "Could not encode PNG: %1").arg(writer.errorString());
    return false;
  }
  return writeFileAtomically(path, buffer.data(), error);
}

bool exportWidgetSvg(QWidget* widget, const QString& path, QString* error) {
  if (!widget) {
    if (error) *error = QCoreApplication::translate("studio", "Nothing to export.");
    return false;
  }
  prepareForRendering(widget);
  const auto* figure = dynamic_cast<const Figure*>(widget);
  const QSize size = figure ? figure->figureSize() : widget->size();
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator generator;
  generator.setOutputDevice(&buffer);
  generator.setSize(size);
  generator.setViewBox(QRect(QPoint(0, 0), size));
  // The widget's resolution, so text is as large as the layout measured it (the default 72 dpi shrank it).
  generator.setResolution(widget->logicalDpiX());
  generator.setTitle(widget->windowTitle().isEmpty() ? QStringLiteral("Attention Studio")
                                                     : widget->windowTitle());
  generator.setDescription(QStringLiteral("Exported from Attention Studio"));
  {
    QPainter painter(&generator);
    painter.fillRect(QRect(QPoint(0, 0), size), widget->palette().color(QPalette::Window));
    if (figure)
      figure->paintFigure(painter, size);
    else
      widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren | QWidget::DrawWindowBackground);
  }
  return writeFileAtomically(path, withGenericFontFamilies(buffer.data()), error);
}

}  // namespace studio
