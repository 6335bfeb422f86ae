#include "shell/command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <cstdio>

#include "core/bundled_models.h"
#include "core/image_export.h"
#include "core/ui_language.h"

namespace studio {

QStringList knownViewIds() {
  return {QStringLiteral("translate"),     QStringLiteral("attention"),   QStringLiteral("pe"),
          QStringLiteral("training"),      QStringLiteral("model"),       QStringLiteral("probe"),
          QStringLiteral("heads"),         QStringLiteral("headlab"),     QStringLiteral("architecture"),
          QStringLiteral("illustrations"), QStringLiteral("walkthrough"), QStringLiteral("complexity")};
}

namespace {

QString bundledNames() {
  QStringList names;
  for (const BundledModel& m : BundledModels::list()) names << m.name;
  return names.isEmpty() ? QCoreApplication::translate("studio", "none found")
                         : names.join(QStringLiteral(", "));
}

}  // namespace

CommandLineOptions parseCommandLine(const QStringList& arguments) {
  QCommandLineParser parser;
  parser.setApplicationDescription(
      QCoreApplication::translate("studio", "Load, train and look inside Transformer translation models."));
  parser.addHelpOption();
  parser.addVersionOption();
  const QCommandLineOption model(
      {QStringLiteral("m"), QStringLiteral("model")},
      QCoreApplication::translate("studio", "Model folder, or a bundled model's name (%1), to open.")
          .arg(bundledNames()),
      QStringLiteral("DIR|NAME"));
  const QCommandLineOption view(QStringLiteral("view"),
                                QCoreApplication::translate("studio", "View to show: %1.")
                                    .arg(knownViewIds().join(QStringLiteral(", "))),
                                QStringLiteral("VIEW"));
  const QCommandLineOption text(QStringLiteral("text"),
                                QCoreApplication::translate("studio", "Sentence to translate / inspect."),
                                QStringLiteral("TEXT"));
  const QCommandLineOption export_path(
      QStringLiteral("export"),
      QCoreApplication::translate("studio", "Render the view to FILE (.png, .svg, .csv, .json) and exit."),
      QStringLiteral("FILE"));
  const QCommandLineOption lang(QStringLiteral("lang"),
                                QCoreApplication::translate("studio", "User interface language: %1.")
                                    .arg(supportedLanguages().join(QStringLiteral(", "))),
                                QStringLiteral("LANG"));
  const QCommandLineOption backend(
      QStringLiteral("backend"),
      QCoreApplication::translate("studio", "Compute backend: auto, cpu, vulkan[:N]."),
      QStringLiteral("SPEC"));
  const QCommandLineOption presenter(
      QStringLiteral("presenter"),
      QCoreApplication::translate("studio", "Start in presenter mode (large text, high contrast)."));
  const QCommandLineOption size(
      QStringLiteral("size"),
      QCoreApplication::translate("studio",
                                  "Window size, e.g. 1920x1080 (also the size --export renders at)."),
      QStringLiteral("WIDTHxHEIGHT"));
  const QCommandLineOption startup_time(
      QStringLiteral("startup-time"),
      QCoreApplication::translate("studio",
                                  "Print how many milliseconds after launch the window appeared with its "
                                  "model loaded, then quit."));
  parser.addOptions({model, view, text, export_path, lang, backend, presenter, size, startup_time});

  CommandLineOptions o;
  if (!parser.parse(arguments)) {
    o.ok = false;
    o.error = parser.errorText();
    return o;
  }
  if (parser.isSet(QStringLiteral("help"))) {
    std::fputs(qPrintable(parser.helpText()), stdout);
    o.exit_now = true;
    return o;
  }
  if (parser.isSet(QStringLiteral("version"))) {
    std::printf("%s %s\n", qPrintable(QCoreApplication::applicationName()),
                qPrintable(QCoreApplication::applicationVersion()));
    o.exit_now = true;
    return o;
  }
  if (!parser.positionalArguments().isEmpty()) {
    o.ok = false;
    o.error = QCoreApplication::translate("studio", "Unexpected argument “%1”.")
                  .arg(parser.positionalArguments().first());
    return o;
  }
  o.model_dir = parser.value(model);
  o.view = parser.value(view);
  o.text = parser.value(text);
  o.export_path = parser.value(export_path);
  o.language = parser.value(lang);
  o.backend = parser.value(backend);
  o.presenter = parser.isSet(presenter);
  o.startup_time = parser.isSet(startup_time);
  if (parser.isSet(size)) {
    const QStringList parts = parser.value(size).toLower().split(QLatin1Char('x'));
    const int w = parts.value(0).toInt(), h = parts.value(1).toInt();
    if (parts.size() == 2 && w >= 320 && h >= 240 && w <= 16384 && h <= 16384)
      o.window_size = QSize(w, h);
    else {
      o.ok = false;
      o.error = QCoreApplication::translate("studio", "Bad --size “%1”: use WIDTHxHEIGHT, e.g. 1920x1080.")
                    .arg(parser.value(size));
      return o;
    }
  }
  if (!o.view.isEmpty() && !knownViewIds().contains(o.view)) {
    o.ok = false;
    o.error = QCoreApplication::translate("studio", "Unknown view “%1” (choose one of %2).")
                  .arg(o.view, knownViewIds().join(QStringLiteral(", ")));
  } else if (!o.language.isEmpty() && !supportedLanguages().contains(o.language)) {
    o.ok = false;
    o.error = QCoreApplication::translate("studio", "Unknown language “%1” (choose one of %2).")
                  .arg(o.language, supportedLanguages().join(QStringLiteral(", ")));
  } else if (!o.export_path.isEmpty() && !isImageExportPath(o.export_path) &&
             !isDataExportPath(o.export_path)) {
    o.ok = false;
    o.error = QCoreApplication::translate("studio", "Cannot export to “%1”: use .png, .svg, .csv or .json.")
                  .arg(QFileInfo(o.export_path).fileName());
  }
  return o;
}

}  // namespace studio
