import { useCurrentUser } from '@/utils/hooks';
import BookOutlined from '@ant-design/icons/BookOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import Screen from '@/components/Screen';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Form, Progress, Row, Select, Space, Statistic } from 'antd';
import { ItemList, ItemRow, ItemHeading } from '@/components/list/ItemList';
import { useState } from 'react';
import { ROLE } from '@/domain/codes';
import type { CourseSection } from '@/features/training/course';
import { display, formatNumber } from '@/utils/format';
import { goTo } from '@/utils/navigate';
import { encodeQs } from '@/utils/qs';
import { NotOfferedNotice } from '@/features/backend/notOffered';
import { LoadedView } from '@/features/training/States';
import { useUserChoices } from '@/features/training/queries';
import ProgressTag from './ProgressTag';
import { chapterMinutes, summarize, useCourse } from '@/features/training/course';

const openSection = (section?: CourseSection) =>
  goTo(section ? `/train/study/course?qs=${encodeQs({ sectionId: section.id })}` : '/train/study/course');

/**
 * Course study: the course's chapters with the learner's progress, the way into the
 * introduction and the course; a teacher can look at any student's progress. On a backend without
 * the course, the notice stands in their place, with the way into the introduction.
 */
export default function Study() {
  const { userInfo } = useCurrentUser();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const teacher = userInfo.userType !== ROLE.student;
  const [learner, setLearner] = useState('');
  const students = useUserChoices(teacher);
  const course = useCourse(learner || undefined);

  return (
    <Screen
      title={t('train.study.title')}
      description={t('train.study.subtitle')}
      extra={
        teacher &&
        !course.notOffered && (
          <Form layout="inline">
            <Form.Item label={t('train.study.learner')} htmlFor="study-learner" style={{ marginInlineEnd: 0 }}>
              <Select
                id="study-learner"
                style={{ minWidth: 220 }}
                showSearch
                optionFilterProp="label"
                loading={students.loading}
                value={learner}
                onChange={setLearner}
                options={[
                  { value: '', label: t('train.study.learner.self') },
                  ...(students.data?.records ?? []).map((u) => ({
                    value: u.id,
                    label: `${display(u.userName)}（${display(u.userCode)}）`,
                  })),
                ]}
              />
            </Form.Item>
          </Form>
        )
      }
    >
      <NotOfferedNotice
        call="study.courseList"
        detail={t('train.study.notOffered.course')}
        action={
          <Button icon={<BookOutlined />} onClick={() => goTo('/train/study/introduce')}>
            {t('train.study.introduce')}
          </Button>
        }
      />
      {!course.notOffered && (
        <LoadedView loaded={course} isEmpty={(chapters) => chapters.length === 0} empty={t('train.study.empty')}>
          {(chapters) => {
            const summary = summarize(chapters);
            return (
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <Card>
                  <Row gutter={[24, 16]} align="middle">
                    <Col xs={24} md={6}>
                      <Progress
                        type="circle"
                        percent={summary.progress}
                        size={110}
                        aria-label={t('train.study.overall')}
                      />
                    </Col>
                    <Col xs={12} md={6}>
                      <Statistic
                        title={t('train.study.finished')}
                        value={`${formatNumber(summary.finished)} / ${formatNumber(summary.sections)}`}
                      />
                    </Col>
                    <Col xs={12} md={6}>
                      <Statistic title={t('train.study.chapters')} value={formatNumber(chapters.length)} />
                    </Col>
                    <Col xs={24} md={6}>
                      <Space orientation="vertical">
                        <Button type="primary" icon={<ReadOutlined />} onClick={() => openSection(summary.next)}>
                          {t(
                            summary.progress === 0
                              ? 'train.study.start'
                              : summary.finished === summary.sections
                                ? 'train.study.review'
                                : 'train.study.continue',
                          )}
                        </Button>
                        <Button icon={<BookOutlined />} onClick={() => goTo('/train/study/introduce')}>
                          {t('train.study.introduce')}
                        </Button>
                      </Space>
                    </Col>
                  </Row>
                </Card>
                <Card title={t('train.study.chapters')}>
                  <ItemList
                    items={chapters}
                    row={(chapter) => (
                      <ItemRow
                        actions={[
                          <Button
                            key="learn"
                            type="link"
                            onClick={() =>
                              openSection(chapter.sections.find((s) => !s.finished) ?? chapter.sections[0])
                            }
                          >
                            {t('train.study.learn')}
                          </Button>,
                        ]}
                      >
                        <ItemHeading
                          title={
                            <Space>
                              {chapter.chapterName}
                              <ProgressTag progress={chapter.progress} />
                            </Space>
                          }
                          description={t('train.study.sections', {
                            count: formatNumber(chapter.sections.length),
                            minutes: formatNumber(chapterMinutes(chapter)),
                          })}
                        />
                        <Progress
                          percent={chapter.progress}
                          style={{ width: 200 }}
                          size="small"
                          aria-label={chapter.chapterName}
                        />
                      </ItemRow>
                    )}
                  />
                </Card>
              </Space>
            );
          }}
        </LoadedView>
      )}
    </Screen>
  );
}
