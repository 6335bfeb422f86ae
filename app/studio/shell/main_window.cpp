#include "shell/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>
#include <QToolBar>

#include "attention/backend.h"
#include "core/bundled_models.h"
#include "core/image_export.h"
#include "core/marian_import.h"
#include "core/model_session.h"
#include "core/shortcut_priority.h"
#include "core/studio_settings.h"
#include "core/studio_view.h"
#include "core/theme.h"
#include "core/ui_language.h"
#include "core/view_scroll_area.h"
#include "core/widget_retranslation.h"
#include "shell/lesson_outline_dialog.h"
#include "shell/presenter_mode.h"
#include "shell/view_link_opener.h"
#include "viewmodels/view_link.h"
#include "views/architecture_view.h"
#include "views/attention_view.h"
#include "views/complexity_view.h"
#include "views/head_lab_view.h"
#include "views/heads_view.h"
#include "views/illustrations_view.h"
#include "views/model_info_view.h"
#include "views/open_in_attention.h"
#include "views/pe_view.h"
#include "views/probe_view.h"
#include "views/training_view.h"
#include "views/translate_view.h"
#include "views/walkthrough_view.h"
#include "widgets/model_picker.h"

namespace studio {

namespace {

bool isModelFolder(const QString& dir) { return QFileInfo::exists(dir + QStringLiteral("/config.json")); }

}  // namespace

MainWindow::MainWindow(ModelSession* session, StudioSettings* settings, QWidget* parent)
    : QMainWindow(parent), session_(session), settings_(settings) {
  setWindowTitle(tr("Attention Studio"));
  setWindowIcon(QIcon(QStringLiteral(":/icons/attention-studio.svg")));
  setAcceptDrops(true);

  tabs_ = new QTabWidget(this);
  tabs_->setObjectName(QStringLiteral("viewTabs"));
  tabs_->setDocumentMode(true);
  setCentralWidget(tabs_);

  translate_ = new TranslateView(session_, this);
  training_ = new TrainingView(session_, this);
  addView(translate_, QStringLiteral("view-translate"));
  addView(new AttentionView(session_, this), QStringLiteral("view-attention"));
  addView(new ProbeView(session_, this), QStringLiteral("view-probe"));
  auto* heads = new HeadsView(session_, this);
  addView(heads, QStringLiteral("view-heads"));
  // A head finder's sentence opens in the Attention view with that head selected.
  connect(heads, &HeadsView::openInAttention, this,
          [this](const QString& source, const QString& target, int kind, int layer, int head) {
            openInAttentionView(qobject_cast<AttentionView*>(view(QStringLiteral("attention"))), source,
                                target, AttentionKind(kind), layer, head);
            showView(QStringLiteral("attention"));
          });
  addView(new HeadLabView(session_, this), QStringLiteral("view-heads"));
  addView(new PositionalEncodingView(session_, this), QStringLiteral("view-pe"));
  addView(training_, QStringLiteral("view-training"));
  addView(new ModelInfoView(session_, this), QStringLiteral("view-model"));
  addView(new WalkthroughView(session_, this), QStringLiteral("view-architecture"));
  // Classroom views (issue 16): Figure 1 for the loaded model, whose blocks open the other views, and the
  // paper's illustrations.
  auto* architecture = new ArchitectureView(session_, this);
  addView(architecture, QStringLiteral("view-architecture"));
  connect(architecture, &ArchitectureView::linkActivated, this,
          [this](const ViewLink& link) { openViewLink(this, link); });
  addView(new IllustrationsView(this), QStringLiteral("view-illustrations"));
  addView(new ComplexityView(session_, this), QStringLiteral("view-pe"));

  // "Inspect this model" while training: the attention views follow the newest checkpoint.
  connect(training_, &TrainingView::openModelRequested, this, [this](const QString& dir) {
    session_->openFolder(dir);
    showView(QStringLiteral("attention"));
  });
  connect(training_, &TrainingView::trainingFinished, this, [this] {
    if (closing_after_training_) close();
  });

  model_label_ = new QLabel(this);
  backend_label_ = new QLabel(this);
  busy_label_ = new QLabel(this);
  statusBar()->addPermanentWidget(busy_label_);
  statusBar()->addPermanentWidget(backend_label_);
  statusBar()->addPermanentWidget(model_label_);
  // The model picker and the remembered choice follow every load, however it was started.
  bundled_ = new BundledModels(this);
  picker_ = new ModelPicker(bundled_, this);
  connect(picker_, &ModelPicker::modelChosen, session_, &ModelSession::openFolder);
  connect(bundled_, &BundledModels::listed, this, &MainWindow::updateBundledMenu);
  connect(session_, &ModelSession::modelChanged, this, [this] {
    const QString dir = session_->modelDir();
    if (!dir.isEmpty()) {
      settings_->addRecentModel(dir);
      const bool automatic = BundledModels::normalizedDir(dir) == unremembered_dir_;
      settings_->setCurrentModel(automatic ? QString() : dir);
    }
    unremembered_dir_.clear();  // only the start-up load is exempt
    updateRecentMenu();
    picker_->setCurrentModel(session_->modelDir());
    statusBar()->clearMessage();  // "Loading model …" is over
    updateStatus();
  });
  connect(session_, &ModelSession::loadingStarted, this, [this](const QString& dir) {
    statusBar()->showMessage(tr("Loading model %1…").arg(QDir::toNativeSeparators(dir)));
    updateStatus();
  });
  connect(session_, &ModelSession::loadFailed, this, [this](const QString& dir, const QString& error) {
    picker_->setCurrentModel(session_->modelDir());  // back to what is still loaded
    updateStatus();
    showError(tr("Could not open the model folder %1:\n%2").arg(QDir::toNativeSeparators(dir), error));
  });
  connect(session_, &ModelSession::backendChanged, this, &MainWindow::updateStatus);
  connect(tabs_, &QTabWidget::currentChanged, this, [this] {
    if (StudioView* v = currentView()) settings_->setLastView(v->viewId());
    updateStatus();
  });

  presenter_ = new PresenterMode(this, settings_);
  buildMenus();
  picker_->setCurrentModel(session_->modelDir());
  bundled_->refresh();
  updateStatus();
  restoreGeometry(settings_->windowGeometry());
  restoreState(settings_->windowState());
  if (settings_->windowGeometry().isEmpty()) resize(1400, 900);
}

void MainWindow::openStartupModel(const QString& model_arg) {
  QString dir = model_arg.isEmpty() ? settings_->rememberedModel() : model_arg;
  if (dir.isEmpty()) {
    dir = ModelSession::bundledModelDir();
    unremembered_dir_ = BundledModels::normalizedDir(dir);
  }
  session_->openFolder(dir);
}

void MainWindow::addView(StudioView* view, const QString& icon) {
  views_.append(view);
  // A view taller or wider than a small window (1024×640, or larger text in presenter mode) scrolls
  // inside its tab instead of forcing the whole window to grow past the screen.
  tabs_->addTab(new ViewScrollArea(view, tabs_), QIcon(QStringLiteral(":/icons/%1.svg").arg(icon)),
                view->viewTitle());
  connect(view, &StudioView::statusMessage, this,
          [this](const QString& text) { statusBar()->showMessage(text, 8000); });
  connect(view, &StudioView::errorOccurred, this, &MainWindow::showError);
  connect(view, &StudioView::busyChanged, this, &MainWindow::updateStatus);
}

StudioView* MainWindow::view(const QString& view_id) const {
  for (StudioView* v : views_)
    if (v->viewId() == view_id) return v;
  return nullptr;
}

StudioView* MainWindow::currentView() const { return views_.value(tabs_->currentIndex()); }

void MainWindow::showView(const QString& view_id) {
  if (StudioView* v = view(view_id)) tabs_->setCurrentIndex(int(views_.indexOf(v)));
}

void MainWindow::buildMenus() {
  auto icon = [](const char* name) {
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
  };
  QToolBar* toolbar = addToolBar(tr("Main"));
  toolbar->setObjectName(QStringLiteral("mainToolbar"));
  toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

  // File
  QMenu* file = menuBar()->addMenu(tr("&File"));
  QAction* open =
      file->addAction(icon("open-model"), tr("&Open model folder…"), this, &MainWindow::openModelDialog);
  open->setShortcut(QKeySequence::Open);
  open->setToolTip(tr("Load a model folder (config.json, model.safetensors, tokenizer.model)"));
  recent_menu_ = file->addMenu(tr("Open &recent"));
  updateRecentMenu();
  bundled_menu_ = file->addMenu(tr("Open a &bundled model"));
  bundled_menu_->setToolTipsVisible(true);
  updateBundledMenu();
  QAction* save =
      file->addAction(icon("save-model"), tr("&Save model as…"), this, &MainWindow::saveModelDialog);
  save->setShortcut(QKeySequence::SaveAs);
  file->addAction(tr("&Import Hugging Face MarianMT…"), this, [this] { importMarianDialog(this, session_); })
      ->setToolTip(
          tr("Convert a Hugging Face MarianMT folder (e.g. Helsinki-NLP/opus-mt-en-de) into a model folder"));
  file->addSeparator();
  QAction* export_image = file->addAction(icon("export-image"), tr("Export view as &image (PNG/SVG)…"), this,
                                          &MainWindow::exportImageDialog);
  export_image->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
  export_image->setToolTip(tr("Save what this view shows as a PNG or SVG picture, e.g. for slides"));
  QAction* export_data = file->addAction(icon("export-data"), tr("Export view &data (CSV/JSON)…"), this,
                                         &MainWindow::exportDataDialog);
  export_data->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
  // Text fields bind Ctrl+E themselves on X11 (end of line): the exports win wherever the focus is.
  qApp->installEventFilter(new ShortcutPriority({export_image->shortcut(), export_data->shortcut()}, this));
  export_data->setToolTip(tr("Save the numbers behind this view as CSV or JSON"));
  file->addSeparator();
  QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);
  toolbar->addWidget(picker_);
  toolbar->addAction(open);
  toolbar->addAction(save);
  toolbar->addAction(export_image);
  toolbar->addAction(export_data);
  toolbar->addSeparator();

  // Edit
  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  QAction* copy = edit->addAction(tr("&Copy translation"), this, [this] {
    QApplication::clipboard()->setText(translate_->translationText());
    statusBar()->showMessage(tr("Translation copied"), 3000);
  });
  copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));

  // View: the views, theme, language, backend
  QMenu* view_menu = menuBar()->addMenu(tr("&View"));
  for (int i = 0; i < views_.size(); ++i) {
    StudioView* v = views_[i];
    QAction* a = view_menu->addAction(tabs_->tabIcon(i), v->viewTitle(), this,
                                      [this, i] { tabs_->setCurrentIndex(i); });
    // Ctrl+1 … Ctrl+9, then Ctrl+0 for the tenth; later views are reached with Ctrl+PgDown (Key_1 + 9 would
    // be ':', a key most layouts type with Shift).
    if (i < 9)
      a->setShortcut(QKeySequence(Qt::CTRL | (Qt::Key_1 + i)));
    else if (i == 9)
      a->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    toolbar->addAction(a);
  }
  view_menu->addSeparator();
  QMenu* theme_menu = view_menu->addMenu(tr("&Theme"));
  auto* themes = new QActionGroup(this);
  for (const auto& [name, label] :
       {std::pair{QStringLiteral("light"), tr("Light")}, std::pair{QStringLiteral("dark"), tr("Dark")}}) {
    QAction* a = theme_menu->addAction(label, this, [this, name = name] {
      settings_->setTheme(name);
      applyTheme(themeFromName(name));
    });
    a->setCheckable(true);
    a->setChecked(themeName(themeFromName(settings_->theme())) == name);
    themes->addAction(a);
  }
  QMenu* language_menu = view_menu->addMenu(tr("&Language"));
  auto* languages = new QActionGroup(this);
  for (const QString& code : supportedLanguages()) {
    // Applied at once: every window re-translates itself on QEvent::LanguageChange.
    QAction* a = language_menu->addAction(languageDisplayName(code), this, [this, code] {
      settings_->setLanguage(code);
      installUiLanguage(code);
    });
    keepTextAsIs(a);  // the language's own name in every language
    a->setCheckable(true);
    a->setChecked(settings_->language() == code);
    languages->addAction(a);
  }
  presenter_->addToMenu(view_menu);
  QMenu* backend_menu = view_menu->addMenu(tr("Compute &backend"));
  backend_menu->setToolTipsVisible(true);
  auto* backends = new QActionGroup(this);
  QStringList specs = {QStringLiteral("auto"), QStringLiteral("cpu"), QStringLiteral("vulkan")};
  for (const QString& spec : specs) {
    QAction* a = backend_menu->addAction(spec, this, [this, spec] {
      settings_->setBackendSpec(spec);
      session_->setBackendSpec(spec);
    });
    a->setToolTip(
        spec == QLatin1String("auto")  ? tr("A real GPU through Vulkan when there is one, else the CPU")
        : spec == QLatin1String("cpu") ? tr("Eigen + OpenBLAS on the processor (the reference backend)")
                                       : tr("Vulkan compute shaders on the first Vulkan device"));
    a->setCheckable(true);
    a->setChecked(session_->backendSpec() == spec);
    backends->addAction(a);
  }

  // Help
  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("&Lesson outline…"), this, &MainWindow::showLessonOutline)
      ->setShortcut(QKeySequence::HelpContents);
  help->addAction(tr("&The paper in this app…"), this, &MainWindow::showPaperNotes);
  help->addAction(tr("&About Attention Studio"), this, &MainWindow::showAbout);
  help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::updateRecentMenu() {
  recent_menu_->clear();
  const QStringList recent = settings_->recentModels();
  for (const QString& dir : recent)
    recent_menu_->addAction(QDir::toNativeSeparators(dir), this, [this, dir] { session_->openFolder(dir); });
  if (recent.isEmpty()) recent_menu_->addAction(tr("(none yet)"))->setEnabled(false);
  recent_menu_->addSeparator();
  recent_menu_->addAction(tr("Clear list"), this, [this] {
    settings_->clearRecentModels();
    updateRecentMenu();
  });
  picker_->setRecentModels(recent);
}

void MainWindow::updateBundledMenu() {
  bundled_menu_->clear();
  for (const BundledModel& m : bundled_->models()) {
    const QString label = m.title.isEmpty() ? m.name : QStringLiteral("%1 — %2").arg(m.name, m.title);
    QAction* a = bundled_menu_->addAction(label, this, [this, dir = m.dir] { session_->openFolder(dir); });
    a->setToolTip(m.summary);
  }
  if (bundled_->models().isEmpty())
    bundled_menu_->addAction(bundled_->isListed() ? tr("(none found)") : tr("Looking for models…"))
        ->setEnabled(false);
}

void MainWindow::updateStatus() {
  const auto model = session_->model();
  model_label_->setText(model ? tr("Model: %1").arg(QFileInfo(session_->modelDir()).fileName())
                              : tr("No model"));
  model_label_->setToolTip(QDir::toNativeSeparators(session_->modelDir()));
  backend_label_->setText(tr("Backend: %1").arg(session_->backendSpec()));
  // Kept in a permanent label while the folder loads on its worker thread: the views' passing messages
  // must not hide it, and it must end with the load, not with the first translation.
  bool busy = false;
  for (StudioView* v : views_) busy = busy || v->isBusy();
  busy_label_->setText(session_->isLoading() ? tr("Loading model…") : busy ? tr("Working…") : QString());
}

QString MainWindow::activityText() const { return busy_label_->text(); }

void MainWindow::showError(const QString& text) {
  statusBar()->showMessage(text.section(QLatin1Char('\n'), 0, 0), 10000);
  // Non-modal: nothing waits on the user, and headless runs never block.
  auto* box = new QMessageBox(QMessageBox::Warning, tr("Attention Studio"), text, QMessageBox::Ok, this);
  box->setAttribute(Qt::WA_DeleteOnClose);
  box->open();
}

bool MainWindow::exportCurrentView(const QString& path, QString* error) {
  StudioView* v = currentView();
  if (!v) {
    if (error) *error = tr("There is no view to export.");
    return false;
  }
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix == QLatin1String("png") || suffix == QLatin1String("svg"))
    return exportWidgetImage(v->exportWidget(), path, error);
  if (suffix == QLatin1String("csv") || suffix == QLatin1String("json")) return v->exportData(path, error);
  if (error) *error = tr("Unknown export format \"%1\": use .png, .svg, .csv or .json").arg(suffix);
  return false;
}

void MainWindow::exportImageDialog() {
  exportDialog(tr("Export view as image"), QStringLiteral("png"),
               tr("PNG image (*.png);;SVG vector image (*.svg)"));
}

void MainWindow::exportDataDialog() {
  exportDialog(tr("Export view data"), QStringLiteral("csv"), tr("CSV table (*.csv);;JSON (*.json)"));
}

void MainWindow::exportDialog(const QString& title, const QString& suffix, const QString& filters) {
  StudioView* v = currentView();
  if (!v) return;
  const QString suggested = settings_->lastExportDir() + QStringLiteral("/%1.%2").arg(v->viewId(), suffix);
  const QString path = QFileDialog::getSaveFileName(this, title, suggested, filters);
  if (path.isEmpty()) return;
  settings_->setLastExportDir(QFileInfo(path).absolutePath());
  QString error;
  if (exportCurrentView(path, &error))
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 5000);
  else
    showError(error);
}

void MainWindow::openModelDialog() {
  const QString dir = QFileDialog::getExistingDirectory(this, tr("Open model folder"), session_->modelDir());
  if (!dir.isEmpty()) session_->openFolder(dir);
}

void MainWindow::saveModelDialog() {
  if (auto* model_view = qobject_cast<ModelInfoView*>(view(QStringLiteral("model"))))
    model_view->saveModelDialog();
}

void MainWindow::showAbout() {
  QMessageBox::about(
      this, tr("About Attention Studio"),
      tr("<h3>Attention Studio %1</h3><p>Train or load a Transformer translation model "
         "(Vaswani et al., 2017, “Attention Is All You Need”) and see inside it: every layer and head, "
         "positional encodings, the learning-rate schedule and training curves.</p>"
         "<p>Compute backends: %2</p>")
          .arg(QApplication::applicationVersion(), session_->backendSpec()));
}

void MainWindow::showPaperNotes() {
  QMessageBox::information(
      this, tr("The paper in this app"),
      tr("<p><b>Translate</b>: the encoder-decoder attention of the decoder (section 3.2.3) is the alignment "
         "between target and source tokens.</p>"
         "<p><b>Attention</b>: every layer and head of multi-head attention (section 3.2.2): "
         "Attention(Q, K, V) = softmax(QK<sup>T</sup>/√d<sub>k</sub>)V. Rows are queries, columns are "
         "keys.</p>"
         "<p><b>Positional encoding</b>: the sinusoids of section 3.5.</p>"
         "<p><b>Training</b>: Adam with the warm-up schedule of section 5.3, label smoothing and dropout of "
         "section 5.4.</p>"));
}

LessonOutlineDialog* MainWindow::lessonOutline() const { return lesson_outline_; }

void MainWindow::showLessonOutline() {
  if (!lesson_outline_) {
    lesson_outline_ = new LessonOutlineDialog(this);
    connect(lesson_outline_, &LessonOutlineDialog::linkActivated, this,
            [this](const ViewLink& link) { openViewLink(this, link); });
  }
  lesson_outline_->show();
  lesson_outline_->raise();
  lesson_outline_->activateWindow();
}

void MainWindow::changeEvent(QEvent* event) {
  QMainWindow::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  statusBar()->clearMessage();  // a passing message in the old language would stay until it is replaced
  // The texts given once (menus, tabs, labels, tooltips) first; the views then rebuild the texts they
  // compute from their state in their own changeEvent, which Qt calls after this one.
  retranslateWidgetTree(this);
  updateRecentMenu();
  updateBundledMenu();
  updateStatus();
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (training_->isTraining()) {
    if (!closing_after_training_) {
      const auto answer =
          QMessageBox::question(this, tr("Training is running"),
                                tr("A model is training. Stop it and close? The last checkpoint is kept."),
                                QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
      if (answer != QMessageBox::Yes) {
        event->ignore();
        return;
      }
      closing_after_training_ = true;
      training_->requestStop();
      statusBar()->showMessage(tr("Stopping the training, then closing…"));
    }
    event->ignore();  // closes when trainingFinished arrives
    return;
  }
  settings_->setWindowGeometry(saveGeometry());
  settings_->setWindowState(saveState());
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  for (const QUrl& url : event->mimeData()->urls())
    if (url.isLocalFile() && isModelFolder(url.toLocalFile())) {
      event->acceptProposedAction();
      return;
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
  for (const QUrl& url : event->mimeData()->urls())
    if (url.isLocalFile() && isModelFolder(url.toLocalFile())) {
      session_->openFolder(url.toLocalFile());
      event->acceptProposedAction();
      return;
    }
}

}  // namespace studio
