#include "core/theme.h"

#include <QApplication>
#include <QLabel>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>
#include <QWidget>

namespace studio {

Theme themeFromName(const QString& name) {
  if (name == QStringLiteral("dark")) return Theme::kDark;
  if (name == QStringLiteral("light")) return Theme::kLight;
  // Qt 6.4 has no colour-scheme query; infer it from the platform palette.
  const QPalette system = QApplication::style() ? QApplication::style()->standardPalette() : QPalette();
  return system.color(QPalette::Window).lightness() < 128 ? Theme::kDark : Theme::kLight;
}

QString themeName(Theme theme) {
  return theme == Theme::kDark ? QStringLiteral("dark") : QStringLiteral("light");
}

QPalette paletteFor(Theme theme) {
  QPalette p;
  if (theme == Theme::kLight) {
    p.setColor(QPalette::Window, QColor(248, 248, 250));
    p.setColor(QPalette::WindowText, QColor(28, 30, 34));
    p.setColor(QPalette::Base, QColor(255, 255, 255));
    p.setColor(QPalette::AlternateBase, QColor(240, 242, 246));
    p.setColor(QPalette::Text, QColor(28, 30, 34));
    p.setColor(QPalette::Button, QColor(238, 240, 244));
    p.setColor(QPalette::ButtonText, QColor(28, 30, 34));
    p.setColor(QPalette::Highlight, QColor(48, 110, 200));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(255, 255, 240));
    p.setColor(QPalette::ToolTipText, QColor(28, 30, 34));
    p.setColor(QPalette::PlaceholderText, QColor(120, 124, 132));
    p.setColor(QPalette::Mid, QColor(180, 184, 192));
    p.setColor(QPalette::Link, QColor(40, 100, 190));
    // Disabled controls (e.g. beam size while greedy) must look disabled.
    for (const auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
      p.setColor(QPalette::Disabled, role, QColor(150, 154, 162));
    p.setColor(QPalette::Disabled, QPalette::Base, QColor(242, 243, 246));
  } else {
    p.setColor(QPalette::Window, QColor(37, 39, 44));
    p.setColor(QPalette::WindowText, QColor(226, 228, 232));
    p.setColor(QPalette::Base, QColor(27, 29, 33));
    p.setColor(QPalette::AlternateBase, QColor(44, 47, 53));
    p.setColor(QPalette::Text, QColor(226, 228, 232));
    p.setColor(QPalette::Button, QColor(50, 53, 60));
    p.setColor(QPalette::ButtonText, QColor(226, 228, 232));
    p.setColor(QPalette::Highlight, QColor(86, 150, 240));
    p.setColor(QPalette::HighlightedText, QColor(15, 15, 15));
    p.setColor(QPalette::ToolTipBase, QColor(50, 53, 60));
    p.setColor(QPalette::ToolTipText, QColor(226, 228, 232));
    p.setColor(QPalette::PlaceholderText, QColor(140, 144, 152));
    p.setColor(QPalette::Mid, QColor(90, 94, 102));
    p.setColor(QPalette::Link, QColor(120, 170, 250));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 124, 132));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 124, 132));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 124, 132));
    p.setColor(QPalette::Disabled, QPalette::Base, QColor(37, 39, 44));
  }
  return p;
}

QPalette highContrastPalette() {
  QPalette p;
  for (const auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::ToolTipBase})
    p.setColor(role, Qt::white);
  p.setColor(QPalette::AlternateBase, QColor(236, 236, 236));
  p.setColor(QPalette::Button, QColor(228, 228, 228));
  for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText})
    p.setColor(role, Qt::black);
  p.setColor(QPalette::Highlight, QColor(0, 60, 200));
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::PlaceholderText, QColor(70, 70, 70));
  p.setColor(QPalette::Mid, QColor(90, 90, 90));
  p.setColor(QPalette::Link, QColor(0, 50, 190));
  for (const auto role : {QPalette::Text, QPalette::WindowText, QPalette::ButtonText})
    p.setColor(QPalette::Disabled, role, QColor(110, 110, 110));
  return p;
}

bool isDarkPalette(const QPalette& palette) { return palette.color(QPalette::Base).lightness() < 128; }

QColor rightTextColor(const QPalette& palette) {
  return isDarkPalette(palette) ? QColor(0x7c, 0xd9, 0x8a) : QColor(0x1b, 0x7a, 0x36);
}

QColor wrongTextColor(const QPalette& palette) {
  return isDarkPalette(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xc0, 0x2b, 0x2b);
}

void applyTheme(Theme theme) {
  if (QApplication::style()->name().compare(QStringLiteral("fusion"), Qt::CaseInsensitive) != 0)
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
  applyApplicationPalette(paletteFor(theme));
}

void applyApplicationPalette(const QPalette& palette) {
  QApplication::setPalette(palette);
  // Qt gives a widget with a style sheet a palette of its own, copied when the sheet is applied: applying
  // the sheet again makes it take the new theme's colours instead of keeping the old theme's text colour.
  // Links in a label's rich text take the link colour when the text is parsed: parse it again.
  for (QWidget* w : QApplication::allWidgets()) {
    if (!w->styleSheet().isEmpty()) w->setStyleSheet(w->styleSheet());
    if (auto* label = qobject_cast<QLabel*>(w); label && label->text().contains(QLatin1String("<a "))) {
      const QString text = label->text();
      label->clear();
      label->setText(text);
    }
  }
}

}  // namespace studio
