// Renders a widget to PNG (at device-pixel-ratio 2, crisp on high-DPI screens and in documents) or SVG
// (vector, via QSvgGenerator). A widget that is a Figure (core/figure.h) is drawn as a figure at its own
// figure size; any other goes through QWidget::render, as on screen. Atomic writes.
#pragma once

#include <QString>

class QWidget;

namespace studio {

// Chooses PNG or SVG from the suffix; other suffixes are an error.
bool exportWidgetImage(QWidget* widget, const QString& path, QString* error);
bool exportWidgetPng(QWidget* widget, const QString& path, QString* error, qreal device_pixel_ratio = 2.0);
bool exportWidgetSvg(QWidget* widget, const QString& path, QString* error);

// True for the suffixes exportWidgetImage understands (".png", ".svg") and exportData's (".csv", ".json").
bool isImageExportPath(const QString& path);
bool isDataExportPath(const QString& path);

}  // namespace studio
