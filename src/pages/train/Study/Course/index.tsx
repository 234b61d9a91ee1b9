import CheckOutlined from '@ant-design/icons/CheckOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { flag } from '@/utils/flag';
import Screen from '@/components/Screen';
import { useIntl, useLocation, useNavigate } from '@umijs/max';
import {
  Button,
  Card,
  Col,
  Collapse,
  Empty,
  Form,
  Menu,
  message,
  Progress,
  Row,
  Slider,
  Space,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import BackButton from '@/components/BackButton';
import type { CourseChapter } from '@/features/training/course';
import { formatNumber } from '@/utils/format';
import { decodeQs, encodeQs } from '@/utils/qs';
import { LoadedView } from '@/features/training/States';
import ProgressTag from '../ProgressTag';
import { saveProgress, summarize, useCourse, useProgressNotOffered } from '@/features/training/course';
import { NotOfferedNotice } from '@/features/backend/notOffered';

/** The content key of a section: its chapter's order and its place in the chapter. */
function contentKey(chapters: CourseChapter[], sectionId: string): string {
  for (const chapter of chapters) {
    const index = chapter.sections.findIndex((s) => s.id === sectionId);
    if (index >= 0) return `train.study.content.${chapter.sort}.${index + 1}`;
  }
  return 'train.study.content.none';
}

/**
 * The course: chapters and sections with the learner's progress; a section's content, and the
 * progress the learner records (the server keeps the highest value). On a backend without saving
 * progress, the first refused save turns the progress controls off and the sections stay readable.
 */
export default function StudyCourse() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const course = useCourse();
  const asked = String(decodeQs(search).sectionId ?? '');
  const [value, setValue] = useState(0);
  const [saving, setSaving] = useState(false);
  const progressNotOffered = useProgressNotOffered();

  const chapters = course.data ?? [];
  const sections = chapters.flatMap((c) => c.sections);
  const sectionId = asked && sections.some((s) => s.id === asked) ? asked : (summarize(chapters).next?.id ?? '');
  const index = sections.findIndex((s) => s.id === sectionId);
  const section = sections[index];
  useEffect(() => setValue(section?.progress ?? 0), [section?.id, section?.progress]);

  const choose = (id: string) => navigate(`${pathname}?qs=${encodeQs({ sectionId: id })}`, { replace: true });
  const save = async (progress: number) => {
    if (!section || progressNotOffered) return;
    setSaving(true);
    const saved = await saveProgress({ sectionId: section.id, progress });
    setSaving(false);
    if (!saved) return;
    // The server keeps the highest progress; an answer that does not say which keeps what was sent.
    const kept = saved.data?.progress ?? progress;
    message.success(
      kept > progress
        ? t('train.study.course.keep', { progress: kept })
        : t('train.study.course.saved', { progress: kept }),
    );
    course.refresh();
  };

  const messages = intl.messages as Record<string, unknown>;
  const key = section ? contentKey(chapters, section.id) : '';
  // Only open chapters render their sections: a course of hundreds of chapters of hundreds of
  // sections stays one row per chapter until the learner opens one.
  const [opened, setOpened] = useState<string[]>([]);
  const chapterOf = useMemo(() => {
    const map = new Map<string, string>();
    for (const chapter of chapters) for (const s of chapter.sections) map.set(s.id, chapter.id);
    return map;
  }, [chapters]);
  const currentChapter = sectionId ? chapterOf.get(sectionId) : undefined;
  useEffect(() => {
    if (currentChapter) setOpened((keys) => (keys.includes(currentChapter) ? keys : [...keys, currentChapter]));
  }, [currentChapter]);
  const chapterItems = chapters.map((chapter) => ({
    key: chapter.id,
    label: (
      <Space size={4}>
        <span>{chapter.chapterName}</span>
        <ProgressTag progress={chapter.progress} />
      </Space>
    ),
    styles: { body: { padding: 0 } },
    children: opened.includes(chapter.id) && (
      <Menu
        mode="inline"
        selectedKeys={sectionId ? [sectionId] : []}
        items={chapter.sections.map((s) => ({
          key: s.id,
          label: (
            <Space size={4}>
              <span>{s.sectionName}</span>
              {flag(s.finished) && (
                <CheckOutlined style={{ color: '#52c41a' }} aria-label={t('train.study.finished')} />
              )}
            </Space>
          ),
        }))}
        onClick={({ key: id }) => choose(id)}
        style={{ borderInlineEnd: 0 }}
      />
    ),
  }));

  return (
    <Screen title={t('train.study.course.title')} extra={<BackButton />}>
      <NotOfferedNotice call="study.courseList" detail={t('train.study.notOffered.structure')} />
      {!course.notOffered && (
        <LoadedView loaded={course} isEmpty={(list) => list.length === 0} empty={t('train.study.empty')}>
          {() => (
            <Row gutter={16}>
              <Col xs={24} md={8} lg={7}>
                <Card styles={{ body: { padding: 0 } }} title={t('train.study.chapters')}>
                  <Collapse
                    ghost
                    destroyOnHidden
                    activeKey={opened}
                    onChange={(keys) => setOpened(Array.isArray(keys) ? keys : [keys])}
                    items={chapterItems}
                  />
                </Card>
              </Col>
              <Col xs={24} md={16} lg={17}>
                {!section ? (
                  <Card>
                    <Empty description={t('train.study.course.pick')} />
                  </Card>
                ) : (
                  <Card
                    title={
                      <Space>
                        {section.sectionName}
                        <ProgressTag progress={section.progress} />
                      </Space>
                    }
                    extra={
                      <Typography.Text type="secondary">
                        {t('train.study.course.duration', { minutes: formatNumber(section.duration / 60) })}
                      </Typography.Text>
                    }
                    data-testid="study-section"
                  >
                    <Typography.Paragraph style={{ fontSize: 15, lineHeight: 1.9 }}>
                      {t(messages[key] ? key : 'train.study.content.none')}
                    </Typography.Paragraph>
                    <Progress percent={section.progress} aria-label={section.sectionName} />
                    <NotOfferedNotice
                      call="study.saveProgress"
                      detail={t('train.study.notOffered.progress')}
                      style={{ marginTop: 16, marginBottom: 0 }}
                    />
                    <Form layout="vertical" style={{ marginTop: 16 }}>
                      <Form.Item label={t('train.study.course.progress')} htmlFor="study-progress">
                        <Slider
                          id="study-progress"
                          ariaLabelForHandle={t('train.study.course.progress')}
                          min={0}
                          max={100}
                          step={10}
                          value={value}
                          onChange={setValue}
                          disabled={saving || progressNotOffered}
                          tooltip={{ formatter: (v) => `${v}%` }}
                        />
                      </Form.Item>
                      <Space wrap>
                        <Button onClick={() => save(value)} loading={saving} disabled={progressNotOffered}>
                          {t('train.study.course.save')}
                        </Button>
                        <Button
                          type="primary"
                          icon={<CheckOutlined />}
                          onClick={() => save(100)}
                          loading={saving}
                          disabled={section.finished || progressNotOffered}
                        >
                          {t('train.study.course.finish')}
                        </Button>
                        <Button
                          icon={<LeftOutlined />}
                          disabled={index <= 0}
                          onClick={() => choose(sections[index - 1].id)}
                        >
                          {t('train.study.course.prev')}
                        </Button>
                        <Button disabled={index >= sections.length - 1} onClick={() => choose(sections[index + 1].id)}>
                          {t('train.study.course.next')}
                          <RightOutlined />
                        </Button>
                      </Space>
                    </Form>
                  </Card>
                )}
              </Col>
            </Row>
          )}
        </LoadedView>
      )}
    </Screen>
  );
}
